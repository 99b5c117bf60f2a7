/** How the event screens word an event's facts. */
import {
  events_attendees_limit,
  events_attendees_limit_unlimited,
  events_delete_question,
  events_privacy_hint_private,
  events_privacy_hint_public,
  events_waitlist_place,
} from '@neighbourly/i18n/messages';
import { ordinal, type PrivacyType } from '@neighbourly/shared';
import { formatNumber } from '@/lib/dates.ts';
import { paths } from '@/lib/paths.ts';

// Worded in the shared package, as the server's first paint of a page words them too.
export { eventPrivacyLabel, formatAttendance, participantRoleLabel } from '@neighbourly/i18n/labels';

/** Where an event tag leads: the event search for `#tag` (/searchEvents/%23{tag}). */
export const eventTagSearchHref = (tag: string) => paths.searchEvents.getHref(`#${tag.toLowerCase()}`);

/** Under the event form's privacy radio: what the chosen one means. */
export const eventPrivacyHints = (): Record<PrivacyType, string> => ({
  PUBLIC: events_privacy_hint_public(),
  PRIVATE: events_privacy_hint_private(),
});

/** Where the event's place opens in OpenStreetMap's search (issue #13). */
export const mapSearchHref = (location: string) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(location)}`;

/** "Attendees limit: 20", or "Attendees limit: unlimited" for 0. */
export const formatAttendeesLimit = (limit: number) =>
  limit > 0 ? events_attendees_limit({ limit: formatNumber(limit) }) : events_attendees_limit_unlimited();

/** What the host's delete button asks. */
export const deleteEventQuestion = () => events_delete_question();

/** The viewer's place in the waitlist's line (issue #26): "You're 3rd on the waitlist". */
export const waitlistPlace = (position: number) =>
  events_waitlist_place({ position, ordinal: ordinal(position) });

/** Places left besides the host: Infinity for an unlimited event. */
export function placesLeft(event: { participantsCount: number; participantsLimit: number }): number {
  if (event.participantsLimit <= 0) return Infinity;
  // participantsCount counts the host too; the limit is the places besides the host.
  return Math.max(0, event.participantsLimit - Math.max(0, event.participantsCount - 1));
}
