/**
 * How the product words counts and places, on the app's pages and in the first paint the server
 * sends before the app starts, so the two always read the same.
 */
import type { HiddenState, ParticipantRole, PrivacyType } from './constants.ts';
import type { Location } from './schemas/common.ts';

export const GROUP_PRIVACY_LABELS: Record<PrivacyType, string> = {
  PUBLIC: 'Public group',
  PRIVATE: 'Private group',
};

export const EVENT_PRIVACY_LABELS: Record<PrivacyType, string> = {
  PUBLIC: 'Public event',
  PRIVATE: 'Private event',
};

/** Event roles are shown as Participant, Host, Waitlisted (on the page and in the attendee file). */
export const PARTICIPANT_ROLE_LABELS: Record<ParticipantRole, string> = {
  PARTICIPANT: 'Participant',
  HOST: 'Host',
  WAITLISTED: 'Waitlisted',
};

/** "Vancouver, BC, Canada". */
export const formatLocation = (location: Location) =>
  [location.city, location.state, location.country].filter(Boolean).join(', ');

export const formatMembersCount = (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`;

/**
 * The one reading of an event's attendance, on its cards, its page and My events (issue #13).
 * The host is named apart ("Hosted by …"), so only the others are counted, as the limit counts
 * them: "2 of 3 places taken", "3 of 3 places taken · 2 on the waitlist"; unlimited events say
 * "5 going" or "No one going yet".
 */
export function formatAttendance(event: {
  participantsCount: number;
  participantsLimit: number;
  waitlistCount: number;
}): string {
  // participantsCount counts the host too.
  const others = Math.max(0, event.participantsCount - 1);
  const limit = event.participantsLimit;
  const taken =
    limit > 0
      ? `${others} of ${limit} ${limit === 1 ? 'place' : 'places'} taken`
      : others > 0
        ? `${others} going`
        : 'No one going yet';
  return event.waitlistCount > 0 ? `${taken} · ${event.waitlistCount} on the waitlist` : taken;
}

/** What the author of hidden content reads on it (issue #27). */
export const HIDDEN_NOTICE_LABELS: Record<HiddenState, string> = {
  HIDDEN: 'Hidden by the moderators',
  HELD: 'Waiting for review',
};
