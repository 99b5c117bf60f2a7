/**
 * Who may do what: one table of pure rules, `can(actorId, action, thing)`. The server refuses
 * with them and the web asks the same ones which buttons and tabs to show, so the two cannot
 * disagree. A rule sees only the facts given to it (ids, types, the actor's role), never the
 * database; `actorId` null is a visitor.
 */
import type { MembershipRole, PrivacyType } from './constants.ts';

export interface GroupFacts {
  kind: 'group';
  ownerId: string;
  type: PrivacyType;
  /** The actor's role in the group; null when they do not belong to it. */
  actorRole: MembershipRole | null;
}

export interface EventFacts {
  kind: 'event';
  type: PrivacyType;
  groupType: PrivacyType;
  hostId: string;
  groupOwnerId: string;
  /** Whether the actor belongs to the event's group. */
  actorIsMember: boolean;
}

export interface CommentFacts {
  kind: 'comment';
  authorId: string;
  /** The event's host (null when the event has none the caller may know of). */
  eventHostId: string | null;
  /** The group's owner (null while the web has not loaded the group yet). */
  groupOwnerId: string | null;
  /** Whether the actor may see the event's details, and so its comments. */
  seesEventDetails: boolean;
}

/** Someone's account, or what is theirs alone: their attendance, requests, lists. */
export interface PersonFacts {
  kind: 'person';
  id: string;
}

export interface RequestFacts {
  kind: 'request';
  requesterId: string;
  groupOwnerId: string;
}

/** Someone the actor would write a direct message to. */
export interface CorrespondentFacts {
  kind: 'correspondent';
  id: string;
  /** The actor and this person belong to at least one group in common. */
  sharesGroup: boolean;
  /** This person has written to the actor before. */
  hasWrittenToActor: boolean;
  /** The actor has blocked this person. */
  blockedByActor: boolean;
}

export type Thing = GroupFacts | EventFacts | CommentFacts | PersonFacts | RequestFacts | CorrespondentFacts;
type Rule<T> = (actorId: string | null, thing: T) => boolean;

const signedIn = (actorId: string | null): actorId is string => actorId !== null;
const isOwner: Rule<GroupFacts> = (actorId, group) => signedIn(actorId) && actorId === group.ownerId;

const groupRules = {
  update: isOwner,
  delete: isOwner,
  /** The owner and the event hosts the owner named create events; each hosts what they create. */
  createEvent: (actorId, group) =>
    isOwner(actorId, group) || (signedIn(actorId) && group.actorRole === 'HOST'),
  /** Make or unmake event hosts, remove someone from the group. */
  manageMembers: isOwner,
  /** Hand the group to another member, who becomes its owner. */
  handOver: isOwner,
  /** Approve or reject membership requests. */
  handleRequests: isOwner,
  /** A public group's members are listed to anyone signed in; a private one's to its members. */
  seeMembers: (actorId, group) => signedIn(actorId) && (group.type === 'PUBLIC' || group.actorRole !== null),
  /** A public group is joined directly; a private one is asked to join. */
  join: (actorId, group) => signedIn(actorId) && group.type === 'PUBLIC',
  requestToJoin: (actorId, group) => signedIn(actorId) && group.type === 'PRIVATE',
  /** The owner cannot leave: a group always has one (it is handed on or deleted instead). */
  leave: (actorId, group) => group.actorRole !== null && group.actorRole !== 'OWNER' && signedIn(actorId),
  /**
   * The group's calendar feed: a public group's (its public events) to anyone, calendar apps
   * included; a private group's to its members.
   */
  readCalendar: (actorId, group) =>
    group.type === 'PUBLIC' || (signedIn(actorId) && group.actorRole !== null),
} satisfies Record<string, Rule<GroupFacts>>;

const seesDetails: Rule<EventFacts> = (_actorId, event) =>
  event.actorIsMember || (event.type === 'PUBLIC' && event.groupType === 'PUBLIC');

const hostOrGroupOwner: Rule<EventFacts> = (actorId, event) =>
  signedIn(actorId) && (actorId === event.hostId || actorId === event.groupOwnerId);

const eventRules = {
  /** Description, place, times, attendees and comments: public events of public groups, or members. */
  seeDetails: seesDetails,
  /** The host, or the group's owner, who answers for what the group shows. */
  update: hostOrGroupOwner,
  delete: hostOrGroupOwner,
  /** Give the event to another host of the group. */
  handOver: hostOrGroupOwner,
  attend: (actorId, event) => signedIn(actorId) && event.actorIsMember,
  /** The host cannot leave their own event: it needs them. */
  leave: (actorId, event) => signedIn(actorId) && actorId !== event.hostId,
  comment: (actorId, event) => signedIn(actorId) && seesDetails(actorId, event),
  /** The attendee list as a file (names, roles, RSVP times): the host's and the group owner's. */
  exportAttendees: (actorId, event) =>
    signedIn(actorId) && (actorId === event.hostId || actorId === event.groupOwnerId),
} satisfies Record<string, Rule<EventFacts>>;

const commentRules = {
  /**
   * The author only, while they still see the event: someone who left a private group cannot
   * rewrite what its members read.
   */
  edit: (actorId, comment) => signedIn(actorId) && actorId === comment.authorId && comment.seesEventDetails,
  /**
   * The author, whatever they see now, so anyone can take back their words; and the event's
   * host or the group's owner, who keep the conversation civil.
   */
  delete: (actorId, comment) =>
    signedIn(actorId) &&
    (actorId === comment.authorId || actorId === comment.eventHostId || actorId === comment.groupOwnerId),
} satisfies Record<string, Rule<CommentFacts>>;

const isSelf: Rule<PersonFacts> = (actorId, person) => signedIn(actorId) && actorId === person.id;

const personRules = {
  /** Profile, avatar, password, deletion. */
  update: isSelf,
  /** Join, attend, ask, comment, list "my" things: only ever for oneself. */
  actFor: isSelf,
} satisfies Record<string, Rule<PersonFacts>>;

const requestRules = {
  /** The asker withdraws it, or the owner rejects it. */
  remove: (actorId, request) =>
    signedIn(actorId) && (actorId === request.requesterId || actorId === request.groupOwnerId),
} satisfies Record<string, Rule<RequestFacts>>;

const correspondentRules = {
  /**
   * Neighbours write to people they share a group with, or answer someone who wrote first;
   * never to themselves, nor to someone they blocked. (Whether the other blocked the actor is
   * not a rule the actor may learn: their messages are withheld without a word.)
   */
  write: (actorId, person) =>
    signedIn(actorId) &&
    actorId !== person.id &&
    !person.blockedByActor &&
    (person.sharesGroup || person.hasWrittenToActor),
} satisfies Record<string, Rule<CorrespondentFacts>>;

/** The whole table, by kind of thing then action; tests walk it row by row. */
export const POLICIES = {
  group: groupRules,
  event: eventRules,
  comment: commentRules,
  person: personRules,
  request: requestRules,
  correspondent: correspondentRules,
};

export type ActionOn<T extends Thing> = keyof (typeof POLICIES)[T['kind']] & string;

export function can<T extends Thing>(actorId: string | null, action: ActionOn<T>, thing: T): boolean {
  // The kind picks the rules written for that kind of thing, so they take `thing` as it is.
  const rules = POLICIES[thing.kind] as Record<string, Rule<T>>;
  return rules[action]?.(actorId, thing) ?? false;
}
