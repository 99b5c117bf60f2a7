import { describe, expect, it } from 'vitest';
import type { MembershipRole, PrivacyType } from './constants.ts';
import {
  can,
  POLICIES,
  type CommentFacts,
  type CorrespondentFacts,
  type EventFacts,
  type GroupFacts,
} from './policies.ts';

/** The roles a caller can have towards a group and its event, and who each one is. */
const ROLES = ['visitor', 'stranger', 'member', 'host', 'owner'] as const;
type Role = (typeof ROLES)[number];
const ID: Record<Role, string | null> = {
  visitor: null,
  stranger: 'sam',
  member: 'mia',
  host: 'hana',
  owner: 'olga',
};
const ROLE_IN_GROUP: Record<Role, MembershipRole | null> = {
  visitor: null,
  stranger: null,
  member: 'MEMBER',
  host: 'HOST',
  owner: 'OWNER',
};

const group =
  (type: PrivacyType) =>
  (role: Role): GroupFacts => ({
    kind: 'group',
    ownerId: 'olga',
    type,
    actorRole: ROLE_IN_GROUP[role],
  });
const event =
  (type: PrivacyType, groupType: PrivacyType) =>
  (role: Role): EventFacts => ({
    kind: 'event',
    type,
    groupType,
    hostId: 'hana',
    groupOwnerId: 'olga',
    actorIsMember: ROLE_IN_GROUP[role] !== null,
  });
/** Written by the member; `sees` is whether the caller still sees the event. */
const comment =
  (sees: (role: Role) => boolean) =>
  (role: Role): CommentFacts => ({
    kind: 'comment',
    authorId: 'mia',
    eventHostId: 'hana',
    groupOwnerId: 'olga',
    seesEventDetails: sees(role),
  });
const membersOnly = (role: Role) => ROLE_IN_GROUP[role] !== null;
const correspondent = (facts: Partial<CorrespondentFacts>): CorrespondentFacts => ({
  kind: 'correspondent',
  id: 'mia',
  sharesGroup: false,
  hasWrittenToActor: false,
  blockedByActor: false,
  ...facts,
});

const everyone: Role[] = [...ROLES];
const signedIn: Role[] = ['stranger', 'member', 'host', 'owner'];
const members: Role[] = ['member', 'host', 'owner'];
const nobody: Role[] = [];

type Row = [thing: string, action: string, facts: (role: Role) => Parameters<typeof can>[2], allowed: Role[]];

/** Every action of every kind, for each role: the whole authorization model on one page. */
const TABLE: Row[] = [
  ['public group', 'update', group('PUBLIC'), ['owner']],
  ['public group', 'delete', group('PUBLIC'), ['owner']],
  ['public group', 'createEvent', group('PUBLIC'), ['host', 'owner']],
  ['private group', 'createEvent', group('PRIVATE'), ['host', 'owner']],
  ['public group', 'manageMembers', group('PUBLIC'), ['owner']],
  ['public group', 'handOver', group('PUBLIC'), ['owner']],
  ['private group', 'handleRequests', group('PRIVATE'), ['owner']],
  ['public group', 'seeMembers', group('PUBLIC'), signedIn],
  ['private group', 'seeMembers', group('PRIVATE'), members],
  ['public group', 'join', group('PUBLIC'), signedIn],
  ['private group', 'join', group('PRIVATE'), nobody],
  ['private group', 'requestToJoin', group('PRIVATE'), signedIn],
  ['public group', 'requestToJoin', group('PUBLIC'), nobody],
  ['public group', 'leave', group('PUBLIC'), ['member', 'host']],
  ['public group', 'readCalendar', group('PUBLIC'), everyone],
  ['private group', 'readCalendar', group('PRIVATE'), members],

  ['public event of a public group', 'seeDetails', event('PUBLIC', 'PUBLIC'), everyone],
  ['public event of a private group', 'seeDetails', event('PUBLIC', 'PRIVATE'), members],
  ['private event of a public group', 'seeDetails', event('PRIVATE', 'PUBLIC'), members],
  ['public event', 'update', event('PUBLIC', 'PUBLIC'), ['host', 'owner']],
  ['private event of a private group', 'update', event('PRIVATE', 'PRIVATE'), ['host', 'owner']],
  ['public event', 'handOver', event('PUBLIC', 'PUBLIC'), ['host', 'owner']],
  ['public event', 'delete', event('PUBLIC', 'PUBLIC'), ['host', 'owner']],
  ['public event', 'attend', event('PUBLIC', 'PUBLIC'), members],
  ['public event', 'leave', event('PUBLIC', 'PUBLIC'), ['stranger', 'member', 'owner']],
  ['public event of a public group', 'comment', event('PUBLIC', 'PUBLIC'), signedIn],
  ['private event', 'comment', event('PRIVATE', 'PUBLIC'), members],
  ['public event', 'exportAttendees', event('PUBLIC', 'PUBLIC'), ['host', 'owner']],
  ['private event of a private group', 'exportAttendees', event('PRIVATE', 'PRIVATE'), ['host', 'owner']],

  ['comment on a visible event', 'edit', comment(() => true), ['member']],
  ['comment on a visible event', 'delete', comment(() => true), ['member', 'host', 'owner']],
  ['comment on a private event', 'edit', comment(membersOnly), ['member']],
  ['comment its author no longer sees', 'edit', comment((role) => role !== 'member'), nobody],
  [
    'comment its author no longer sees',
    'delete',
    comment((role) => role !== 'member'),
    ['member', 'host', 'owner'],
  ],

  ["the member's account", 'update', () => ({ kind: 'person', id: 'mia' }), ['member']],
  ["the member's attendance", 'actFor', () => ({ kind: 'person', id: 'mia' }), ['member']],

  [
    "the stranger's request to the owner's group",
    'remove',
    () => ({ kind: 'request', requesterId: 'sam', groupOwnerId: 'olga' }),
    ['stranger', 'owner'],
  ],

  // The member as the person written to; `sharesGroup` is whether the caller is in her group.
  [
    'a member of a group the caller is in',
    'write',
    (role) => correspondent({ sharesGroup: ROLE_IN_GROUP[role] !== null }),
    ['host', 'owner'],
  ],
  [
    'a member who wrote to the caller first',
    'write',
    () => correspondent({ hasWrittenToActor: true }),
    ['stranger', 'host', 'owner'],
  ],
  [
    'a member the caller blocked',
    'write',
    () => correspondent({ sharesGroup: true, hasWrittenToActor: true, blockedByActor: true }),
    nobody,
  ],
];

describe('can', () => {
  describe.each(TABLE)('%s: %s', (_thing, action, facts, allowed) => {
    it.each(ROLES.map((role) => [role, allowed.includes(role)] as const))('%s: %s', (role, expected) => {
      expect(can(ID[role], action as never, facts(role))).toBe(expected);
    });
  });

  it('has a row for every action of the policies', () => {
    const covered = new Set(TABLE.map(([, action, facts]) => `${facts('member').kind}.${action}`));
    const actions = Object.entries(POLICIES).flatMap(([kind, rules]) =>
      Object.keys(rules).map((action) => `${kind}.${action}`),
    );
    expect(actions.filter((action) => !covered.has(action))).toEqual([]);
  });

  it('refuses an action a kind does not have', () => {
    expect(can('olga', 'fly' as never, group('PUBLIC')('owner'))).toBe(false);
  });
});
