/** The product's limits and enums, the error codes of the API and its paths. No I/O here. */

export const PRODUCT_NAME = 'Neighbourly';
export const API_PREFIX = '/api/public/v1';

export const LIMITS = {
  loginMin: 3,
  loginMax: 30,
  passwordMin: 8,
  passwordMax: 24,
  groupIdMin: 1,
  groupIdMax: 30,
  groupNameMax: 100,
  groupDescriptionMax: 1000,
  eventTitleMax: 100,
  eventDescriptionMax: 1000,
  eventLocationMax: 100,
  displayNameMax: 50,
  participantsLimitMax: 10000,
  /** Not in the spec: a bound that lets "upcoming" lists start from an index range. */
  eventMaxDurationDays: 7,
  commentMax: 250,
  chatMessageMax: 1000,
  /** A conversation's history comes in pages of this many messages, newest page first. */
  messagesPageSize: 50,
  /** Messages one person may send per minute, across all instances. */
  messagesPerMinute: 30,
  notificationsPageSize: 20,
  /** Address changes (PUT /account/email) one account may make in an hour (issue #24). */
  emailChangesPerHour: 3,
  /** Confirmation emails to one address, from any accounts: one per 10 minutes… */
  confirmationEmailsPer10Minutes: 1,
  /** …and three per 24 hours. */
  confirmationEmailsPerDay: 3,
  /** The longest address SMTP carries (RFC 5321's path limit less its brackets). */
  emailMax: 254,
  signedTokenMax: 1000,
  tagsInputMax: 100,
  tagsMax: 20,
  searchTextMax: 100,
  importUrlMax: 100,
  freeGroupsPerUser: 1,
  /** Covers and avatars are re-encoded to fit within this many pixels a side. */
  imageMaxDimension: 1600,
  imageMaxBytes: 5 * 1024 * 1024,
  /** Decoding is refused above this many pixels: a small file can declare a huge image. */
  imageMaxMegapixels: 40,
  /** The most events one recurring series makes (a year of weekly events). */
  seriesMaxEvents: 52,
  /**
   * Events one person may create in 24 hours, counted in the database (so across instances):
   * each event of a series counts, and deleting events gives none back.
   */
  eventsPerHostPerDay: 60,
  /** Events of one group not yet ended, at most. */
  groupUpcomingEventsMax: 200,
  /** How far ahead an event may start, for a series each of its events: 2 years. */
  eventStartMaxDaysAhead: 730,
  /** The largest id the databases' integer columns hold (PostgreSQL int4). */
  databaseIntMax: 2_147_483_647,
  /** A group ban's reason, a note the owner keeps for themselves (issue #27). */
  banReasonMax: 500,
  /** A report's details and a moderator's reason, at most (issue #27). */
  reportDetailsMax: 2000,
  moderationReasonMax: 500,
  /** Reports one person may make in an hour, across instances (issue #27). */
  reportsPerHour: 10,
  /** Rows of the moderation queue and log per page. */
  moderationPageSize: 20,
  /**
   * A new account (younger than newAccountHours) posts at most newAccountLinksPerHour links in
   * comments, messages and descriptions an hour; further ones wait for a moderator (issue #27).
   */
  newAccountHours: 24,
  newAccountLinksPerHour: 2,
  /** A new account writes at most this many messages an hour to people who never wrote back. */
  newAccountStrangerMessagesPerHour: 5,
  /** An online event's meeting link, at most (issue #28). */
  meetingUrlMax: 500,
  /** The farthest a search reaches from its point, in km (the web offers WITHIN_KM_CHOICES). */
  withinKmMax: 100,
  /** An address typed to find a pin, at most. */
  addressSearchMax: 200,
  /** Matches an address search offers. */
  addressMatchesMax: 5,
  /** The longest date range a search takes, in days. */
  searchRangeMaxDays: 366,
} as const;

export const TIMINGS = {
  debounceMs: 500,
  accountDeletionLogoutDelayMs: 3000,
  /** How long the sign-in success toast shows before the browser moves on. */
  signInRedirectDelayMs: 1200,
  toastAutoHideMs: 5000,
  toastMaxSnack: 3,
  toastEnterMs: 225,
  toastExitMs: 195,
  chunkLoadTimeoutMs: 120_000,
  /** A new event starts tomorrow at this hour (local time): the next sensible evening slot. */
  defaultEventStartHour: 18,
  defaultEventDurationHours: 2,
} as const;

export const PRIVACY_TYPES = ['PUBLIC', 'PRIVATE'] as const;
export type PrivacyType = (typeof PRIVACY_TYPES)[number];

export const MEMBERSHIP_ROLES = ['OWNER', 'HOST', 'MEMBER'] as const;
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number];

export const PARTICIPANT_ROLES = ['PARTICIPANT', 'HOST', 'WAITLISTED'] as const;
export type ParticipantRole = (typeof PARTICIPANT_ROLES)[number];

/** How an event repeats (issue #18); monthly keeps the weekday's place ("2nd Tuesday"). */
export const REPEAT_FREQUENCIES = ['WEEKLY', 'BIWEEKLY', 'MONTHLY'] as const;
export type RepeatFrequency = (typeof REPEAT_FREQUENCIES)[number];
/** Which occurrences of a series an edit or a deletion applies to. */
export const SERIES_SCOPES = ['THIS', 'FOLLOWING'] as const;
export type SeriesScope = (typeof SERIES_SCOPES)[number];
/** Which events an event cover is for (issue #26): this one, or every event of its series. */
export const COVER_SCOPES = ['THIS', 'SERIES'] as const;
export type CoverScope = (typeof COVER_SCOPES)[number];
/**
 * Where an event happens (issue #28): a place, a meeting link, or both. A search for IN_PERSON
 * or ONLINE also finds HYBRID events, which are both.
 */
export const EVENT_FORMATS = ['IN_PERSON', 'ONLINE', 'HYBRID'] as const;
export type EventFormat = (typeof EVENT_FORMATS)[number];
/** The distances, in km, the search filters offer. */
export const WITHIN_KM_CHOICES = [1, 2, 5, 10, 25] as const;
/** The community's time zone: a series keeps its local time of day in it across DST changes. */
export const COMMUNITY_TIME_ZONE = 'America/Vancouver';
/** How times are written, e.g. "Sat, Dec 5, 2026 · 18:30" (dayjs and moment tokens, 24-hour). */
export const DATE_TIME_PATTERN = 'ddd, MMM D, YYYY · HH:mm';

/** The spec leaves user roles open; every account is a USER, admins raise group allowances. */
export const USER_ROLES = ['USER', 'ADMIN'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * Site roles (issue #27), given on the command line only: a MODERATOR works the reports queue,
 * an ADMIN is a moderator who may also act on moderators.
 */
export const SITE_ROLES = ['NONE', 'MODERATOR', 'ADMIN'] as const;
export type SiteRole = (typeof SITE_ROLES)[number];
/** Whether the role works the reports queue (an admin is a moderator too). */
export const isModeratorRole = (role: SiteRole | undefined) => role === 'MODERATOR' || role === 'ADMIN';

/** What can be reported, why, and what a moderator may do about it (issue #27). */
export const REPORT_SUBJECT_TYPES = ['GROUP', 'EVENT', 'COMMENT', 'MESSAGE', 'USER'] as const;
export type ReportSubjectType = (typeof REPORT_SUBJECT_TYPES)[number];
export const REPORT_REASONS = [
  'SPAM',
  'HARASSMENT',
  'HATE',
  'VIOLENCE',
  'SEXUAL',
  'SCAM',
  'IMPERSONATION',
  'OTHER',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_STATUSES = ['OPEN', 'CLOSED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const MODERATION_ACTIONS = ['HIDE', 'RESTORE', 'SUSPEND', 'UNSUSPEND', 'DISMISS'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
/**
 * Why a group, event, comment or message is out of sight (issue #27): a moderator hid it, its
 * author is suspended, or it is held for review (a new account's links). Only its author and
 * moderators still see it, with these words.
 */
export const HIDDEN_STATES = ['HIDDEN', 'HELD'] as const;
export type HiddenState = (typeof HIDDEN_STATES)[number];
/** A subject as a moderator finds it now. */
export const SUBJECT_STATES = ['VISIBLE', 'HIDDEN', 'HELD', 'SUSPENDED', 'DELETED'] as const;
export type SubjectState = (typeof SUBJECT_STATES)[number];

export const THEME_MODES = ['light', 'dark', 'system'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

export const STORAGE_KEYS = {
  authStore: 'authStore',
  themeMode: 'themeMode',
  themeModeChanged: 'themeModeChanged',
} as const;

export const COOKIE_NAMES = {
  session: 'SESSION',
  legacySession: 'JSESSIONID',
  xsrf: 'XSRF-TOKEN',
  /** The colour scheme a person chose ('light' or 'dark'), so the server's first paint matches. */
  colorScheme: 'colorScheme',
  /** The language a visitor picked in the menu (issue #29); an account's own setting wins. */
  locale: 'locale',
} as const;

export const XSRF_HEADER = 'x-xsrf-token';
/** The multipart field of POST /authz/sign-in that carries the CSRF token. */
export const SIGN_IN_CSRF_FIELD = '_csrf';

/** Stable error codes: the web client branches on these, never on message text. */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'INVALID_CURSOR',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CSRF_INVALID',
  'NOT_FOUND',
  'INVALID_CREDENTIALS',
  'LOGIN_TAKEN',
  'CAPTCHA_INVALID',
  'RATE_LIMITED',
  'GROUP_LIMIT_EXCEEDED',
  /** 429: the creator's LIMITS.eventsPerHostPerDay are used up for now. */
  'EVENT_DAILY_LIMIT_EXCEEDED',
  /** 403, as GROUP_LIMIT_EXCEEDED: the group has LIMITS.groupUpcomingEventsMax upcoming events. */
  'GROUP_EVENT_LIMIT_EXCEEDED',
  'GROUP_ID_TAKEN',
  'GROUP_HANDLE_TAKEN',
  'NOT_GROUP_MEMBER',
  /** 403 on signing in (issue #27): the account is suspended; the message says until when and how to appeal. */
  'ACCOUNT_SUSPENDED',
  'CONFLICT',
  /** 503: a change collided with another at the same moment and could not be completed; try again. */
  'BUSY',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'FEATURE_DISABLED',
  'IMPORT_FAILED',
  'IMPORT_URL_REFUSED',
  'IMPORT_FETCH_FAILED',
  /** 422 (issue #28): the address search service did not answer, or answered nonsense. */
  'ADDRESS_SEARCH_FAILED',
  'IMPORT_NOT_FOUND',
  'CURRENT_PASSWORD_WRONG',
  'LINK_INVALID',
  'LINK_EXPIRED',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const API_PATHS = {
  csrf: '/authz/csrf',
  signIn: '/authz/sign-in',
  isLoggedIn: '/authz/isLoggedIn',
  logout: '/logout',
  frontendAuthorization: '/oauth2/authorization/frontend-client-authorization-code',
  oidcAuthorization: (provider: string) => `/oauth2/authorization/${encodeURIComponent(provider)}`,
  health: '/healthz',
  /** Readiness (issue #32): 200 only when this instance can serve; 503 with a reason otherwise. */
  ready: '/readyz',
  docs: '/api/docs',
  signUp: `${API_PREFIX}/auth/signup`,
  checkLogin: `${API_PREFIX}/auth/checkLogin`,
  captchaChallenge: `${API_PREFIX}/auth/captcha/challenge`,
  usersSelf: `${API_PREFIX}/users/self`,
  users: `${API_PREFIX}/users`,
  updatePassword: `${API_PREFIX}/account/updatePassword`,
  config: `${API_PREFIX}/config`,
  groups: `${API_PREFIX}/groups`,
  groupExists: `${API_PREFIX}/groups/exists`,
  groupOwner: `${API_PREFIX}/groups/owner`,
  groupImage: `${API_PREFIX}/images/group`,
  groupMembers: `${API_PREFIX}/groupMembers`,
  groupMembersForGroup: `${API_PREFIX}/groupMembers/allForGroup`,
  groupMembersForUser: `${API_PREFIX}/groupMembers/allForUser`,
  membershipRequests: `${API_PREFIX}/groupMembershipRequests`,
  membershipRequestsForGroup: `${API_PREFIX}/groupMembershipRequests/allForGroup`,
  membershipRequestApprove: `${API_PREFIX}/groupMembershipRequests/approve`,
  /** Group bans (issue #27): the owner's list, ban and lift; `self` is the caller's own ban. */
  groupBans: `${API_PREFIX}/groupBans`,
  groupBansSelf: `${API_PREFIX}/groupBans/self`,
  avatarImage: `${API_PREFIX}/images/avatar`,
  events: `${API_PREFIX}/events`,
  eventsForGroup: `${API_PREFIX}/events/getAllForGroup`,
  eventCalendar: `${API_PREFIX}/events/calendar`,
  eventHost: `${API_PREFIX}/events/host`,
  eventImage: `${API_PREFIX}/images/event`,
  eventParticipants: `${API_PREFIX}/eventParticipants`,
  eventParticipantsForEvent: `${API_PREFIX}/eventParticipants/allForGroupEvent`,
  eventParticipantsForUser: `${API_PREFIX}/eventParticipants/allForUser`,
  eventComments: `${API_PREFIX}/eventComments`,
  groupSearch: `${API_PREFIX}/groups/search`,
  groupDefaults: `${API_PREFIX}/groups/getDefault`,
  eventSearch: `${API_PREFIX}/events/search`,
  eventDefaults: `${API_PREFIX}/events/getDefault`,
  places: `${API_PREFIX}/places`,
  /** Addresses matching a text, through the geocoder (GEOCODER_URL) when one is set. */
  placeSearch: `${API_PREFIX}/places/search`,
  eventCommentsForEvent: `${API_PREFIX}/eventComments/allForGroupEvent`,
  importGroup: `${API_PREFIX}/import/getGroup`,
  importEvent: `${API_PREFIX}/import/getEvent`,
  conversations: `${API_PREFIX}/userConversations`,
  messages: `${API_PREFIX}/messages`,
  messagesRead: `${API_PREFIX}/messages/read`,
  blocks: `${API_PREFIX}/blocks`,
  live: `${API_PREFIX}/live`,
  liveWatch: `${API_PREFIX}/live/watch`,
  notifications: `${API_PREFIX}/notifications`,
  notificationsRead: `${API_PREFIX}/notifications/read`,
  notificationsUnreadCount: `${API_PREFIX}/notifications/unreadCount`,
  notificationPreferences: `${API_PREFIX}/notifications/preferences`,
  unsubscribe: `${API_PREFIX}/notifications/unsubscribe`,
  accountEmail: `${API_PREFIX}/account/email`,
  verifyEmail: `${API_PREFIX}/account/verifyEmail`,
  /** Calendar and feed files (issue #18): read by calendar apps and feed readers, not the SPA. */
  groupCalendar: `${API_PREFIX}/groups/calendar`,
  groupFeed: `${API_PREFIX}/groups/feed`,
  calendarUrl: `${API_PREFIX}/account/calendarUrl`,
  /** A person's own data as a ZIP (issue #32): GET the status, POST to ask; the ZIP at …/download. */
  accountExport: `${API_PREFIX}/account/export`,
  accountExportDownload: `${API_PREFIX}/account/export/download`,
  /** A person's calendar is `${personalCalendar}/<token>.ics`, read without a session. */
  personalCalendar: `${API_PREFIX}/calendar`,
  eventParticipantsExport: `${API_PREFIX}/eventParticipants/export`,
  /** Trust and safety (issue #27). */
  reports: `${API_PREFIX}/reports`,
  moderationReports: `${API_PREFIX}/moderation/reports`,
  moderationActions: `${API_PREFIX}/moderation/actions`,
  moderationLog: `${API_PREFIX}/moderation/log`,
  /** Federation (issue #30). */
  groupHandleAvailable: `${API_PREFIX}/groups/handleAvailable`,
  groupFollowers: `${API_PREFIX}/groups/followers`,
  remoteFollow: `${API_PREFIX}/federation/remoteFollow`,
  federationBlocks: `${API_PREFIX}/moderation/federationBlocks`,
} as const;
