import { isModeratorRole, type SelfUser } from '@neighbourly/shared';

/** Whether to show the Moderation entry and page; the server checks again on every request. */
export const isModerator = (user: SelfUser | null) => isModeratorRole(user?.siteRole);
