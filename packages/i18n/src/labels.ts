/**
 * How the product words counts and places, on the app's pages and in the first paint the server
 * sends before the app starts, so the two always read the same (issue #29: in the reader's
 * language). The web passes no locale and gets its build's language (its build aliases the
 * messages to a one-language catalogue); the server passes the reader's.
 */
import {
  labels_attendance_with_waitlist,
  labels_event_privacy_private,
  labels_event_privacy_public,
  labels_going_count,
  labels_group_privacy_private,
  labels_group_privacy_public,
  labels_hidden_by_moderators,
  labels_location_separator,
  labels_members_count,
  labels_no_one_going,
  labels_participant_role_host,
  labels_participant_role_participant,
  labels_participant_role_waitlisted,
  labels_places_taken,
  labels_waiting_for_review,
} from '@neighbourly/i18n/messages';
import type { HiddenState, Locale, Location, ParticipantRole, PrivacyType } from '@neighbourly/shared';

/** The message call's options: the reader's locale, or none (the web's build language). */
const inLocale = (locale?: Locale) => (locale ? { locale } : {});

/** "Public group", "Private group". */
export const groupPrivacyLabel = (type: PrivacyType, locale?: Locale): string =>
  type === 'PRIVATE'
    ? labels_group_privacy_private({}, inLocale(locale))
    : labels_group_privacy_public({}, inLocale(locale));

/** "Public event", "Private event". */
export const eventPrivacyLabel = (type: PrivacyType, locale?: Locale): string =>
  type === 'PRIVATE'
    ? labels_event_privacy_private({}, inLocale(locale))
    : labels_event_privacy_public({}, inLocale(locale));

/** Event roles are shown as Participant, Host, Waitlisted (on the page and in the attendee file). */
export function participantRoleLabel(role: ParticipantRole, locale?: Locale): string {
  switch (role) {
    case 'HOST':
      return labels_participant_role_host({}, inLocale(locale));
    case 'WAITLISTED':
      return labels_participant_role_waitlisted({}, inLocale(locale));
    default:
      return labels_participant_role_participant({}, inLocale(locale));
  }
}

/** "Vancouver, BC, Canada" (the parts are people's own words; only the separator is the language's). */
export const formatLocation = (location: Location, locale?: Locale): string =>
  [location.city, location.state, location.country]
    .filter(Boolean)
    .join(labels_location_separator({}, inLocale(locale)));

/** "1 member", "5 members". */
export const formatMembersCount = (count: number, locale?: Locale): string =>
  labels_members_count({ count }, inLocale(locale));

/**
 * The one reading of an event's attendance, on its cards, its page and My events (issue #13).
 * The host is named apart ("Hosted by …"), so only the others are counted, as the limit counts
 * them: "2 of 3 places taken", "3 of 3 places taken · 2 on the waitlist"; unlimited events say
 * "5 going" or "No one going yet".
 */
export function formatAttendance(
  event: { participantsCount: number; participantsLimit: number; waitlistCount: number },
  locale?: Locale,
): string {
  const options = inLocale(locale);
  // participantsCount counts the host too.
  const others = Math.max(0, event.participantsCount - 1);
  const limit = event.participantsLimit;
  const taken =
    limit > 0
      ? labels_places_taken({ taken: others, limit }, options)
      : others > 0
        ? labels_going_count({ count: others }, options)
        : labels_no_one_going({}, options);
  return event.waitlistCount > 0
    ? labels_attendance_with_waitlist({ taken, count: event.waitlistCount }, options)
    : taken;
}

/** What the author of hidden content reads on it (issue #27). */
export const hiddenNoticeLabel = (state: HiddenState, locale?: Locale): string =>
  state === 'HELD'
    ? labels_waiting_for_review({}, inLocale(locale))
    : labels_hidden_by_moderators({}, inLocale(locale));
