/** How the group screens word a group's facts. */
import type { MembershipRole, PrivacyType } from '@neighbourly/shared';

// Worded in the shared package, as the server's first paint of a page words them too.
export { formatLocation, formatMembersCount, groupPrivacyLabel } from '@neighbourly/i18n/labels';

/** Under the group forms' Privacy radio: what the chosen one means. */
export const PRIVACY_HINTS: Record<PrivacyType, string> = {
  PUBLIC: 'Anyone can join, and signed-in people can see who the members are.',
  PRIVATE: 'People ask to join and you approve each request. Only members see the member list.',
};

export const ROLE_LABELS: Record<MembershipRole, string> = {
  OWNER: 'Group owner',
  HOST: 'Event host',
  MEMBER: 'Group member',
};
