/** How the group screens word a group's facts. */
import {
  groups_privacy_hint_private,
  groups_privacy_hint_public,
  groups_role_host,
  groups_role_member,
  groups_role_owner,
} from '@neighbourly/i18n/messages';
import type { MembershipRole, PrivacyType } from '@neighbourly/shared';

// Worded in the shared package, as the server's first paint of a page words them too.
export { formatLocation, formatMembersCount, groupPrivacyLabel } from '@neighbourly/i18n/labels';

/** Under the group forms' Privacy radio: what the chosen one means. */
export const privacyHints = (): Record<PrivacyType, string> => ({
  PUBLIC: groups_privacy_hint_public(),
  PRIVATE: groups_privacy_hint_private(),
});

/** A member's role, as the members list and the group cards name it. */
export function roleLabel(role: MembershipRole): string {
  switch (role) {
    case 'OWNER':
      return groups_role_owner();
    case 'HOST':
      return groups_role_host();
    case 'MEMBER':
      return groups_role_member();
  }
}
