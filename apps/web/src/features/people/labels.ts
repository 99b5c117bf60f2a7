/** How the people screens word a person's facts. */
import { people_member_since } from '@neighbourly/i18n/messages';
import type { UserLocation } from '@neighbourly/shared';
import { formatLongDate } from '@/lib/dates.ts';

/** "Vancouver, BC, Canada". */
export const formatLocation = (location: UserLocation) =>
  [location.city, location.state, location.country].filter(Boolean).join(', ');

/** "Member since November 22, 2026". */
export const formatMemberSince = (registrationDate: string) =>
  people_member_since({ date: formatLongDate(registrationDate) });
