/** How the group screens word a group's facts. */
import type { Location, MembershipRole, PrivacyType } from '@neighbourly/shared';

export const PRIVACY_LABELS: Record<PrivacyType, string> = {
  PUBLIC: 'Public group',
  PRIVATE: 'Private group',
};

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

/** "1 member", "12 members". */
export const formatMembersCount = (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`;

/** "Vancouver, BC, Canada". */
export const formatLocation = (location: Location) =>
  [location.city, location.state, location.country].filter(Boolean).join(', ');
