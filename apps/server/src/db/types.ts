/**
 * Table types for Kysely. Instants are UTC ISO-8601 strings (`Date#toISOString`, fixed width, so
 * they sort and compare as text on both databases); flags are integers 0/1 on both databases.
 */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  EventFormat,
  MembershipRole,
  NotificationKind,
  ParticipantRole,
  PrivacyType,
  LogSubjectType,
  ModerationLogAction,
  ReportReason,
  ReportStatus,
  ReportSubjectType,
  RepeatFrequency,
  SiteRole,
  UserRole,
} from '@neighbourly/shared';

/** Who put it out of sight: a moderator, its author's suspension, or review of a new account's link. */
export type HiddenBy = 'MODERATORS' | 'SUSPENSION' | 'REVIEW';

export interface UsersTable {
  id: string;
  /** lower(id): logins are unique case-insensitively. */
  login_key: string;
  name: string;
  /** Null for accounts made through an external identity provider. */
  password_hash: string | null;
  role: UserRole;
  has_avatar: number;
  city: string;
  state: string;
  country: string;
  /** How many groups the user may own; an admin raises it on request. */
  group_allowance: number;
  registration_date: string;
  /** NONE, MODERATOR or ADMIN (issue #27); set on the command line only. */
  site_role: Generated<SiteRole>;
  /** A suspension (issue #27): since when, until when (null: for good), and why. */
  suspended_at: string | null;
  suspended_until: string | null;
  suspension_reason: string | null;
  /** "My neighbourhood" (issue #28): a slug of the shipped places, or null. */
  home_place: string | null;
  /** The account's language (issue #29), a locale tag, or null; read through localeOrNull. */
  locale: string | null;
}

export interface ExternalIdentitiesTable {
  provider: string;
  subject: string;
  user_id: string;
  created_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the cookie value: a database leak does not leak usable sessions. */
  id_hash: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  idle_expires_at: string;
  absolute_expires_at: string;
}

export interface GroupsTable {
  id: string;
  name: string;
  description: string;
  owner_id: string;
  type: PrivacyType;
  city: string;
  state: string;
  country: string;
  has_logo: number;
  members_count: number;
  /** Updated on joins and new events; search orders groups by it ("most active first"). */
  last_activity_at: string;
  created_at: string;
  updated_at: string;
  /** Why it is out of sight (issue #27); null while it is not. */
  hidden: HiddenBy | null;
  hidden_reason: string | null;
  /** A slug of the shipped places (issue #28), or null. */
  home_place: string | null;
  /** Its fediverse name, `@handle@host` (issue #30): unique, lower case. */
  handle: string;
}

/** Names a group had before its owner changed its handle: they still find it (issue #30). */
export interface GroupOldHandlesTable {
  handle: string;
  group_id: string;
  retired_at: string;
}

export interface GroupTagsTable {
  group_id: string;
  tag: string;
}

export interface GroupMembersTable {
  group_id: string;
  user_id: string;
  role: MembershipRole;
  joined_at: string;
}

export interface MembershipRequestsTable {
  group_id: string;
  user_id: string;
  created_at: string;
}

export interface EventsTable {
  id: Generated<number>;
  group_id: string;
  name: string;
  description: string;
  location: string;
  host_id: string;
  type: PrivacyType;
  start_date_time: string;
  end_date_time: string;
  participants_limit: number;
  participants_count: number;
  /** People WAITLISTED for a place, kept with participants_count (bumpParticipants). */
  waitlist_count: Generated<number>;
  has_logo: number;
  created_at: string;
  updated_at: string;
  /** The series the event repeats in (issue #18); null for a one-off. */
  series_id: number | null;
  /** Why it is out of sight (issue #27); null while it is not. */
  hidden: HiddenBy | null;
  hidden_reason: string | null;
  /** Issue #28: in person, online or both; the link of an online one; its pin (both or neither). */
  format: Generated<EventFormat>;
  meeting_url: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** A recurring event's rule; its occurrences are events pointing at it. */
export interface EventSeriesTable {
  id: Generated<number>;
  group_id: string;
  frequency: RepeatFrequency;
  created_at: string;
  /** 1 when the series has a cover, which its events without their own show (issue #26). */
  has_logo: Generated<number>;
}

/** One POST /events: who created how many events when, for the daily allowance (issue #24). */
export interface EventCreationsTable {
  id: Generated<number>;
  user_id: string;
  event_count: number;
  created_at: string;
}

export interface EventTagsTable {
  event_id: number;
  tag: string;
}

export interface EventParticipantsTable {
  /** Arrival order: the waitlist is promoted by it. */
  id: Generated<number>;
  event_id: number;
  user_id: string;
  role: ParticipantRole;
  joined_at: string;
}

export interface EventCommentsTable {
  id: Generated<number>;
  event_id: number;
  /** The local author; null for a reply from the fediverse (remote_actor_id). */
  user_id: string | null;
  comment: string;
  created_at: string;
  /** When the author last changed the text; null while it is as first written. */
  edited_at: string | null;
  /** Why it is out of sight (issue #27); null while it is not. */
  hidden: HiddenBy | null;
  hidden_reason: string | null;
  /** Issue #30: a reply from the fediverse has no local author but a remote one and its Note. */
  remote_actor_id: number | null;
  remote_object_uri: string | null;
}

export interface ConversationsTable {
  id: Generated<number>;
  /** The two users in a fixed order (user_a < user_b), so a pair has one conversation. */
  user_a: string;
  user_b: string;
  created_at: string;
  last_message_at: string;
  /** The last message id each side has seen (0: none); unread = the other side's later ones. */
  user_a_last_read_id: Generated<number>;
  user_b_last_read_id: Generated<number>;
  /** When each side was last emailed about unread messages here (one email an hour at most). */
  user_a_emailed_at: string | null;
  user_b_emailed_at: string | null;
}

export interface MessagesTable {
  id: Generated<number>;
  conversation_id: number;
  sender_id: string;
  message: string;
  created_at: string;
  /** 1: sent while the recipient had blocked the sender; shown to the sender only. */
  withheld: Generated<number>;
  /** Why it is out of sight (issue #27); null while it is not. */
  hidden: HiddenBy | null;
  hidden_reason: string | null;
}

/** Who blocked whom: no messages reach the blocker from the blocked person. */
export interface BlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: string;
}

export interface ImagesTable {
  /** avatar | group | event | series */
  kind: string;
  /** The user id, group id or event id the image belongs to. */
  owner_key: string;
  storage_key: string;
  content_type: string;
  byte_size: number;
  width: number;
  height: number;
  etag: string;
  updated_at: string;
}

export interface CaptchaRedemptionsTable {
  /** The solved challenge's signature: a solution is accepted once. */
  signature: string;
  expires_at: string;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

/** What concerns a person, once per (person, kind, subject). */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: string;
  kind: NotificationKind;
  /** What it is about, e.g. `event:12:2026-12-05T18:00:00.000Z`: with the kind, its identity. */
  subject: string;
  text: string;
  link: string;
  created_at: string;
  read_at: string | null;
  /** Hidden with what it is about (issue #27). */
  hidden: HiddenBy | null;
  hidden_reason: string | null;
}

export interface EmailAddressesTable {
  user_id: string;
  email: string;
  /** Null until the link sent to the address is opened; only verified addresses get email. */
  verified_at: string | null;
  updated_at: string;
}

/** An accepted address change, counted by account and by address (issue #24). */
export interface EmailChangeRequestsTable {
  id: Generated<number>;
  /** Null once the account is deleted: the address keeps its count. */
  user_id: string | null;
  /** HMAC of the normalised address; the address itself is not kept here. */
  address_hash: string;
  created_at: string;
}

/** A person's own choice for a kind's email (1 on, 0 off); absent, the kind's default. */
export interface NotificationPreferencesTable {
  user_id: string;
  kind: NotificationKind;
  email: number;
}

/** What happened at an event since its hosts were last told (gathered host notices). */
export interface EventActivityTable {
  id: Generated<number>;
  event_id: number;
  /** Whose place changed; no foreign key, so a deleted account's leaving still counts. */
  actor_id: string;
  action: EventActivityAction;
  created_at: string;
}
export type EventActivityAction = 'attended' | 'waitlisted' | 'left';

/** When an event's hosts were last told of its activity: at most once an hour. */
export interface EventActivityNoticesTable {
  event_id: number;
  noticed_at: string;
}

/** A notice waiting for its person's daily summary email of its kind. */
export interface EmailDigestItemsTable {
  id: Generated<number>;
  user_id: string;
  kind: NotificationKind;
  text: string;
  link: string;
  /** The key of the summary job that took it; null while it waits. */
  digest_key: string | null;
  created_at: string;
}

/** Work done after commit or at a time, by whichever instance claims it first. */
export interface JobsTable {
  id: Generated<number>;
  type: string;
  /** Unique when set: the job exists once (an email per notification, a reminder per event). */
  key: string | null;
  /** JSON. */
  payload: string;
  run_at: string;
  attempts: Generated<number>;
  /** Claimed until then; past it, another instance may take the job again. */
  locked_until: string | null;
  /** The claim's random token: only its holder renews, completes or hands back the job. */
  lease_token: string | null;
  done_at: string | null;
  /** Given up: set with `last_error`, and logged. */
  failed_at: string | null;
  last_error: string | null;
  created_at: string;
  /** The id of the request that enqueued it (issue #32), for the logs; null outside a request. */
  request_id: Generated<string | null>;
}

/** Image bytes, when images are stored in the database (IMAGE_STORAGE=database). */
export interface ImageBlobsTable {
  key: string;
  data: Buffer;
  created_at: string;
}

/** A person's calendar subscription: the token is HMAC(app secret, nonce), stored as its SHA-256. */
export interface CalendarTokensTable {
  user_id: string;
  token_hash: string;
  nonce: string;
  created_at: string;
}

/** A person the group's owner banned (issue #27); `reason` is for the owner's eyes only. */
export interface GroupBansTable {
  group_id: string;
  user_id: string;
  /** Null once the account that banned is deleted. */
  banned_by: string | null;
  reason: string | null;
  created_at: string;
}

/**
 * Every moderator's action and every role or allowance change (issue #27). Append-only: its
 * repository inserts and reads, nothing else. Logins are text, not foreign keys, so the log
 * outlives the accounts it names.
 */
export interface ModerationLogTable {
  id: Generated<number>;
  /** The moderator's login as it was; null: the command line. */
  actor_login: string | null;
  action: ModerationLogAction;
  subject_type: LogSubjectType;
  subject_id: string;
  /** The person the action concerned (the subject's author), as their login was. */
  subject_user_login: string | null;
  reason: string | null;
  /** JSON object. */
  details: string;
  created_at: string;
}

/** A person's report of something (issue #27), with a snapshot of it as it was then. */
export interface ReportsTable {
  id: Generated<number>;
  reporter_login: string;
  subject_type: ReportSubjectType;
  /** `TYPE:id`, one per subject: the queue groups reports by it. */
  subject_key: string;
  /** JSON: the subject as sent (ReportSubject). */
  subject: string;
  /** Who wrote or runs the subject, when it has an author. */
  author_login: string | null;
  reason: ReportReason;
  details: string | null;
  /** JSON: ReportSnapshot. */
  snapshot: string;
  status: Generated<ReportStatus>;
  created_at: string;
  closed_at: string | null;
  /** The moderation log row of the action that closed it. */
  closed_log_id: number | null;
}

export interface LinkPostsTable {
  user_id: string;
  posted_at: string;
}

/** A character or a pair of characters of a CJK name, kept by triggers (issue #29, migration 0022). */
export interface GroupNameGramsTable {
  gram: string;
  group_id: string;
}

export interface EventNameGramsTable {
  gram: string;
  event_id: number;
}

/** Fedify's key–value store: keys are JSON arrays of strings, values JSON. */
export interface FederationKvTable {
  key: string;
  value: string;
  expires_at: string | null;
}

/** A local actor's key pair per algorithm (`RSASSA-PKCS1-v1_5`, `Ed25519`), as JWK. */
export interface ActorKeysTable {
  actor: string;
  algorithm: string;
  private_jwk: string;
  public_jwk: string;
  created_at: string;
}

/** A fediverse account we deliver to or show: a follower or a comment's author. */
export interface RemoteActorsTable {
  id: Generated<number>;
  uri: string;
  host: string;
  /** `user@host`, without the leading @. */
  handle: string;
  name: string;
  /** Its profile page, when it names one. */
  url: string | null;
  inbox: string;
  shared_inbox: string | null;
  fetched_at: string;
}

export interface GroupFollowersTable {
  group_id: string;
  remote_actor_id: number;
  follow_activity_uri: string | null;
  followed_at: string;
}

export type FederationBlockKind = 'SERVER' | 'ACCOUNT';

/** A server (by host) or an account (by actor URI) nothing is accepted from. */
export interface FederationBlocksTable {
  id: Generated<number>;
  kind: FederationBlockKind;
  target: string;
  reason: string | null;
  created_by_login: string | null;
  created_at: string;
}

/** An event whose Create went to the group's followers. */
export interface FederatedEventsTable {
  event_id: number;
  group_id: string;
  sent_at: string;
}

/** Issue #32: a person's data export; the ZIP is in the storage driver under storage_key. */
export type AccountExportStatus = 'building' | 'ready' | 'failed' | 'expired';
export interface AccountExportsTable {
  /** Random, unguessable: it is in the download link. */
  id: string;
  user_id: string;
  status: AccountExportStatus;
  /** 0–100 while building. */
  progress: Generated<number>;
  storage_key: string | null;
  byte_size: number | null;
  created_at: string;
  finished_at: string | null;
  /** When the ZIP goes: 7 days after it was ready. */
  expires_at: string | null;
}

export interface Database {
  users: UsersTable;
  external_identities: ExternalIdentitiesTable;
  sessions: SessionsTable;
  groups: GroupsTable;
  group_tags: GroupTagsTable;
  group_members: GroupMembersTable;
  membership_requests: MembershipRequestsTable;
  group_bans: GroupBansTable;
  events: EventsTable;
  event_series: EventSeriesTable;
  event_creations: EventCreationsTable;
  event_tags: EventTagsTable;
  event_participants: EventParticipantsTable;
  event_comments: EventCommentsTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  blocks: BlocksTable;
  images: ImagesTable;
  captcha_redemptions: CaptchaRedemptionsTable;
  app_settings: AppSettingsTable;
  notifications: NotificationsTable;
  email_addresses: EmailAddressesTable;
  email_change_requests: EmailChangeRequestsTable;
  notification_preferences: NotificationPreferencesTable;
  jobs: JobsTable;
  event_activity: EventActivityTable;
  event_activity_notices: EventActivityNoticesTable;
  email_digest_items: EmailDigestItemsTable;
  image_blobs: ImageBlobsTable;
  calendar_tokens: CalendarTokensTable;
  moderation_log: ModerationLogTable;
  reports: ReportsTable;
  link_posts: LinkPostsTable;
  group_name_grams: GroupNameGramsTable;
  event_name_grams: EventNameGramsTable;
  group_old_handles: GroupOldHandlesTable;
  federation_kv: FederationKvTable;
  actor_keys: ActorKeysTable;
  remote_actors: RemoteActorsTable;
  group_followers: GroupFollowersTable;
  federation_blocks: FederationBlocksTable;
  federated_events: FederatedEventsTable;
  account_exports: AccountExportsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type NewGroup = Insertable<GroupsTable>;
export type GroupUpdate = Updateable<GroupsTable>;
export type NewGroupMember = Insertable<GroupMembersTable>;
export type NewEvent = Insertable<EventsTable>;
export type NewEventSeries = Insertable<EventSeriesTable>;
