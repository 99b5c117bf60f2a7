/**
 * The validation rules and their exact user-facing messages. Schemas (server and forms) are built
 * from these, so a rule or its wording changes in one place.
 */
import { LIMITS } from './constants.ts';
import { PATTERNS } from './patterns.ts';

export const MESSAGES = {
  login:
    'Sorry, your username must be between 3 and 30 characters long and should contain only letters, digits and underscores.',
  loginTaken: 'Sorry, this username is already taken.',
  password:
    'Sorry, your password must be between 8 and 24 characters long and should contain at least 1 uppercase letter, 1 digit and 1 special symbol.',
  passwordsDontMatch: "Sorry, your passwords don't match.",
  // Not in the spec: the account's current password did not match.
  currentPasswordWrong: 'Sorry, your current password is incorrect.',
  locationPart: 'Sorry, each part of the location must be between 1 and 100 characters long.',
  groupId:
    'Sorry, the group id must be between 1 and 30 characters long and should contain only lowercase letters, digits and underscores.',
  groupIdTaken: 'Sorry, this group id is already taken.',
  // Not in the spec (issue #30): the group's fediverse name, @handle@host.
  groupHandle:
    'Sorry, the fediverse handle must be between 1 and 30 characters long and should contain only lowercase letters, digits and underscores.',
  groupHandleTaken: 'Sorry, this fediverse handle is already taken.',
  fediverseAccount: 'Enter your fediverse account as name@server, for example alex@mastodon.social.',
  fediverseAccountNotFound:
    'Your server did not say where to follow from. Search for the handle on your server instead.',
  groupName: 'Sorry, your group name must be between 1 and 100 characters long',
  groupDescription: 'Sorry, your group description must be between 1 and 1000 characters long',
  eventTitle: 'Sorry, your event title must be between 1 and 100 characters long',
  // The spec leaves the following messages open; they follow the wording of the ones above.
  eventDescription: 'Sorry, your event description must be between 1 and 1000 characters long',
  eventLocation: 'Sorry, your event location must be between 1 and 100 characters long',
  eventDates: 'Incorrect start and/or end date and time',
  eventTooLong: `Sorry, an event can last at most ${LIMITS.eventMaxDurationDays} days.`,
  // Not in the spec: how much one person or group may schedule (issue #24).
  eventTooFarAhead: `The event must start within ${LIMITS.eventStartMaxDaysAhead / 365} years from now.`,
  eventsPerDay: `You can create at most ${LIMITS.eventsPerHostPerDay} events in 24 hours (each event of a series counts). Please try again later.`,
  groupUpcomingEvents: `A group can have at most ${LIMITS.groupUpcomingEventsMax} upcoming events. Delete some, or wait until some have taken place.`,
  // Not in the spec: recurring events (issue #18).
  seriesEnd: 'Choose when the series ends: on a date or after a number of times.',
  seriesCount: `A series repeats from 2 to ${LIMITS.seriesMaxEvents} times.`,
  seriesUntil: `The end date must be after the first event, and the series at most ${LIMITS.seriesMaxEvents} events long.`,
  // Not in the spec: a one-off turned into a series, a series extended, its cover (issue #26).
  seriesMoreCount: `Add from 1 to ${LIMITS.seriesMaxEvents - 1} more dates.`,
  seriesMoreUntil: `The new end date must be after the last date of the series, and the series at most ${LIMITS.seriesMaxEvents} upcoming events long.`,
  seriesMoreEnd: 'Choose how to extend the series: with a number of dates or until a later date.',
  notASeries: 'This event is not part of a series.',
  alreadyASeries: 'This event already repeats: extend its series instead.',
  coverScope: 'The scope must be THIS (this event) or SERIES (all events in the series).',
  participantsLimit: 'The participants limit must be a whole number from 0 to 10000 (0 for unlimited)',
  displayName:
    'Sorry, your display name must be between 1 and 50 characters long and must not start with a space',
  comment: 'Sorry, your comment must be between 1 and 250 characters long and must not start with a space',
  chatMessage: 'Sorry, your message must be between 1 and 1000 characters long',
  // Not in the spec: a group ban's reason (issue #27).
  banReason: 'The reason may be at most 500 characters long.',
  // Not in the spec: who may write to whom, and how fast (issue #15).
  messagingNotAllowed:
    'You can write to people you share a group with, or to someone who has written to you first.',
  messagingSelf: 'You cannot write to yourself.',
  messagingYouBlocked: 'You have blocked this person. Unblock them in Settings to write again.',
  messagingTooFast: 'You are sending messages too fast. Please wait a minute and try again.',
  // Not in the spec: reports and moderation (issue #27).
  reportDetails: 'The details may be at most 2000 characters long.',
  reportReason: 'Choose one of the reasons in the list.',
  reportsTooMany: 'You have sent many reports in the last hour.',
  reportSelf: 'You cannot report yourself or what you wrote.',
  reportAgain: 'You have already reported this; our moderators will look at it.',
  moderationReason: 'Please give a reason of at most 500 characters.',
  /** On signing in to a suspended account; `until` is a formatted date, or null for good. */
  accountSuspended: (until: string | null, helpEmail: string) =>
    `This account is suspended${until ? ` until ${until}` : ''}. To appeal, write to ${helpEmail}.`,
  newAccountStrangerMessages:
    'New accounts may write only a few messages an hour to people who have not written back.',
  suspendUntil: 'The end of a suspension must be a date and time in the future.',
  suspendUntilOnlySuspend: 'Only a suspension takes an end date.',
  email: 'Please enter a valid email address.',
  // Not in the spec: how often an address may change, and be sent a link (issue #24).
  emailChangesTooMany: 'Too many address changes.',
  confirmationEmailsTooMany: 'Too many confirmation emails were sent to this address.',
  badLink: 'This link is not valid. Please use the latest one we sent you.',
  linkExpired: 'This link has expired. Please enter your address in Settings again to get a new one.',
  tags: 'Sorry, the tags must be at most 100 characters long',
  tag: 'Each tag is one word of up to 30 letters, digits, dashes or underscores',
  tagsRepeated: 'Each tag may appear only once',
  searchText: 'Sorry, the search text must be at most 100 characters long',
  importUrl: 'Sorry, the link must be at most 100 characters long',
  imageType: 'Choose a PNG or JPEG image.',
  imageSize: 'The image must be at most 5 MB.',
  captcha: 'Please verify the reCAPTCHA.',
  // Not in the spec: ALTCHA solves itself, so this says its check was refused or did not finish.
  captchaUnfinished: 'The automatic check did not finish. Please wait a moment and try again.',
  agreement: 'Please accept the Privacy Policy and the Terms of Service.',
  required: 'This field is required',
  // Not in the spec: text with characters no keyboard produces (NUL and the like).
  controlCharacters: 'Sorry, the text must not contain control characters.',
  // Not in the spec (issue #28): where an event is, and what a search asks for.
  meetingUrl: `The meeting link must be a web address starting with http:// or https:// (at most ${LIMITS.meetingUrlMax} characters)`,
  pinBoth: 'A pin needs both a latitude and a longitude, or neither',
  latitude: 'The latitude must be a number between -90 and 90',
  longitude: 'The longitude must be a number between -180 and 180',
  searchWhen: 'Dates must be written like 2026-12-05 or 2026-12-05T18:00',
  searchRange: `The date range must end after it starts and span at most ${LIMITS.searchRangeMaxDays} days`,
  near: 'A point must be written as latitude,longitude, e.g. 49.2642,-123.1553',
  nearOrPlace: 'Search near a point or a place, not both',
  withinKm: `The distance must be a number of km from 1 to ${LIMITS.withinKmMax}`,
  withinNeedsPoint: 'A distance needs a point to measure from: near or place',
  unknownPlace: 'Unknown place: choose one of the neighbourhoods or municipalities listed',
  format: 'The format must be IN_PERSON, ONLINE or HYBRID',
  addressSearch: `Type an address of 3 to ${LIMITS.addressSearchMax} characters`,
  imageTooLarge: `The image is too large (at most ${LIMITS.imageMaxMegapixels} megapixels).`,
} as const;

/** "Try again in 7 minutes." for a wait of `seconds` (rounded up; hours from 90 minutes on). */
export function tryAgainIn(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes === 1) return 'Try again in a minute.';
  if (minutes < 90) return `Try again in ${minutes} minutes.`;
  return `Try again in ${Math.ceil(minutes / 60)} hours.`;
}

/** A text of min..max characters whose first character is not whitespace. */
export function isNonBlankText(value: string, max: number, min = 1): boolean {
  return value.length >= min && value.length <= max && PATTERNS.startsWithNonSpace.test(value);
}

/** An event longer than LIMITS.eventMaxDurationDays (start and end as ISO instants). */
export const lastsTooLong = (start: string, end: string) =>
  Date.parse(end) - Date.parse(start) > LIMITS.eventMaxDurationDays * 86_400_000;

/** A start more than LIMITS.eventStartMaxDaysAhead days after `now` (an ISO instant). */
export const startsTooFarAhead = (start: string, now = Date.now()) =>
  Date.parse(start) > now + LIMITS.eventStartMaxDaysAhead * 86_400_000;

export const isValidGroupName = (value: string) => isNonBlankText(value, LIMITS.groupNameMax);
export const isValidGroupDescription = (value: string) => isNonBlankText(value, LIMITS.groupDescriptionMax);
export const isValidDisplayName = (value: string) => isNonBlankText(value, LIMITS.displayNameMax);
export const isValidComment = (value: string) => isNonBlankText(value, LIMITS.commentMax);

/** Comma-separated tags input → distinct, lowercase, one-word tags (spaces become dashes). */
export function parseTagsInput(text: string): string[] {
  const tags = text
    .split(',')
    .map((t) => t.trim().replace(/^#/, '').trim().toLowerCase().replace(/\s+/g, '-'))
    .filter(Boolean);
  return [...new Set(tags)];
}
