/**
 * Deletions raced against the changes they can meet (issue #24): each race runs 20 times, its
 * requests at once, on a real database. No answer may be a 5xx, and afterwards the data must
 * hold together: one owner per group who is its member, member and place counts that match the
 * rows, every event hosted by a member of its group who holds its HOST place, and no freed place
 * left while someone waits. On PostgreSQL these deadlocked or broke a foreign key before the
 * workflows took their locks in one order (docs/architecture.md, "Locks").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { API_PATHS } from '@neighbourly/shared';
import { buildTestApp, TEST_DIALECT, type TestApp } from '../test/app.ts';
import type { TestClient } from '../test/client.ts';
import { createEvent, createGroup, memberOfGroup } from '../test/factories.ts';

const ROUNDS = TEST_DIALECT === 'postgres' ? 20 : 5;

let t: TestApp;
beforeAll(async () => {
  // Six sign-ins a round, 20 rounds a race: more than the tests' usual thousand a minute.
  t = await buildTestApp({ RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000000' });
});
afterAll(async () => t?.close());

const db = () => t.app.deps.db;
const selfId = async (client: TestClient) =>
  (await client.get(API_PATHS.usersSelf)).json().success.data.id as string;

const requests = {
  deleteAccount: (client: TestClient, id: string) => client.delete(`${API_PATHS.users}?id=${id}`),
  deleteGroup: (client: TestClient, groupId: string) => client.delete(`${API_PATHS.groups}?id=${groupId}`),
  deleteEvent: (client: TestClient, groupId: string, eventId: number) =>
    client.delete(`${API_PATHS.events}?groupId=${groupId}&eventId=${eventId}`),
  leaveGroup: (client: TestClient, groupId: string, userId: string) =>
    client.delete(`${API_PATHS.groupMembers}?groupId=${groupId}&userId=${userId}`),
  leaveEvent: (client: TestClient, groupId: string, eventId: number, userId: string) =>
    client.delete(`${API_PATHS.eventParticipants}?groupId=${groupId}&eventId=${eventId}&userId=${userId}`),
  attend: (client: TestClient, groupId: string, eventId: number, userId: string) =>
    client.post(API_PATHS.eventParticipants, { groupId, eventId, userId }),
  makeHost: (client: TestClient, groupId: string, userId: string) =>
    client.put(API_PATHS.groupMembers, { groupId, userId, role: 'HOST' }),
  handGroup: (client: TestClient, groupId: string, userId: string) =>
    client.put(API_PATHS.groupOwner, { groupId, userId }),
  handEvent: (client: TestClient, groupId: string, eventId: number, userId: string) =>
    client.put(API_PATHS.eventHost, { groupId, eventId, userId }),
};

async function expectOk(response: Promise<{ statusCode: number; body: string }>) {
  const answer = await response;
  if (answer.statusCode >= 300) throw new Error(`setup failed: ${answer.statusCode} ${answer.body}`);
}

/**
 * A group with its owner, two event hosts, and an event of the first host with one place: a
 * participant holds it and a member waits for it. Each host also attends the owner's event.
 */
async function world() {
  const { id, owner } = await createGroup(t.app);
  const people = await Promise.all([1, 2, 3, 4, 5].map(() => memberOfGroup(t.app, id)));
  const [host, host2, participant, waiting, other] = people.map(({ client, user }) => ({
    client,
    id: user.login,
  })) as [Person, Person, Person, Person, Person];
  await Promise.all([host, host2].map((h) => expectOk(requests.makeHost(owner, id, h.id))));
  const [hostsEvent, ownersEvent] = await Promise.all([
    createEvent(host.client, id, { participantsLimit: 1 }),
    createEvent(owner, id, { participantsLimit: 2, name: 'Owner’s walk' }),
  ]);
  // In this order, so the participant holds the one place and the other waits.
  await expectOk(requests.attend(participant.client, id, hostsEvent, participant.id));
  await expectOk(requests.attend(waiting.client, id, hostsEvent, waiting.id));
  await Promise.all(
    [host, host2, other].map((p) => expectOk(requests.attend(p.client, id, ownersEvent, p.id))),
  );
  return {
    groupId: id,
    owner: { client: owner, id: await selfId(owner) },
    host,
    host2,
    participant,
    waiting,
    hostsEvent,
    ownersEvent,
  };
}
interface Person {
  client: TestClient;
  id: string;
}
type World = Awaited<ReturnType<typeof world>>;

/** Rows that break a rule the app keeps; empty when all hold. */
async function brokenRules(): Promise<string[]> {
  const queries = {
    'a group without exactly one OWNER membership, the owner’s': sql<{ id: string }>`
      select g.id from groups g
      where (select count(*) from group_members m where m.group_id = g.id and m.role = 'OWNER') <> 1
         or not exists (select 1 from group_members m
                        where m.group_id = g.id and m.user_id = g.owner_id and m.role = 'OWNER')`,
    'a group whose members_count is wrong': sql<{ id: string }>`
      select g.id from groups g
      where g.members_count <> (select count(*) from group_members m where m.group_id = g.id)`,
    'an event whose counts are wrong': sql<{ id: string }>`
      select e.id from events e
      where e.participants_count <> (select count(*) from event_participants p
                                     where p.event_id = e.id and p.role in ('HOST', 'PARTICIPANT'))
         or e.waitlist_count <> (select count(*) from event_participants p
                                 where p.event_id = e.id and p.role = 'WAITLISTED')`,
    // A host made a member again (or an owner who handed the group over) keeps their events.
    'an event whose host is not in its group, or lacks the HOST place': sql<{ id: string }>`
      select e.id from events e
      where not exists (select 1 from group_members m where m.group_id = e.group_id and m.user_id = e.host_id)
         or (select count(*) from event_participants p where p.event_id = e.id and p.role = 'HOST') <> 1
         or not exists (select 1 from event_participants p
                        where p.event_id = e.id and p.user_id = e.host_id and p.role = 'HOST')`,
    'a free place while someone waits': sql<{ id: string }>`
      select e.id from events e
      where e.waitlist_count > 0
        and (e.participants_limit = 0 or e.participants_count - 1 < e.participants_limit)`,
    'a place held by someone outside the group': sql<{ id: string }>`
      select p.event_id as id from event_participants p join events e on e.id = p.event_id
      where not exists (select 1 from group_members m where m.group_id = e.group_id and m.user_id = p.user_id)`,
  };
  const broken: string[] = [];
  for (const [rule, query] of Object.entries(queries)) {
    const { rows } = await query.execute(db());
    if (rows.length > 0) broken.push(`${rule}: ${rows.map((r) => r.id).join(', ')}`);
  }
  return broken;
}

/** Runs `race` ROUNDS times on a fresh world; every answer is below 500, and the rules hold. */
async function runRace(race: (w: World) => Promise<{ statusCode: number; body: string }>[]) {
  const failures: string[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const answers = await Promise.all(race(await world()));
    for (const answer of answers) {
      if (answer.statusCode >= 500) failures.push(`round ${round}: ${answer.statusCode} ${answer.body}`);
    }
  }
  expect(failures).toEqual([]);
  expect(await brokenRules()).toEqual([]);
}

describe(`deletions raced on ${TEST_DIALECT} (${ROUNDS} rounds each): no 5xx, the data holds`, () => {
  it('the owner hands the group to a host ‖ that host deletes their account', () =>
    runRace((w) => [
      requests.handGroup(w.owner.client, w.groupId, w.host.id),
      requests.deleteAccount(w.host.client, w.host.id),
    ]));

  it('the host hands an event to another host ‖ that host deletes their account', () =>
    runRace((w) => [
      requests.handEvent(w.host.client, w.groupId, w.hostsEvent, w.host2.id),
      requests.deleteAccount(w.host2.client, w.host2.id),
    ]));

  it('a participant and a waitlisted person of one event delete their accounts at once', () =>
    runRace((w) => [
      requests.deleteAccount(w.participant.client, w.participant.id),
      requests.deleteAccount(w.waiting.client, w.waiting.id),
    ]));

  it('the owner deletes the group ‖ a host deletes their account', () =>
    runRace((w) => [
      requests.deleteGroup(w.owner.client, w.groupId),
      requests.deleteAccount(w.host.client, w.host.id),
    ]));

  it('the owner deletes their account ‖ a host leaves the group', () =>
    runRace((w) => [
      requests.deleteAccount(w.owner.client, w.owner.id),
      requests.leaveGroup(w.host.client, w.groupId, w.host.id),
    ]));

  it('the owner removes a host ‖ that host deletes their account', () =>
    runRace((w) => [
      requests.leaveGroup(w.owner.client, w.groupId, w.host.id),
      requests.deleteAccount(w.host.client, w.host.id),
    ]));

  it('the host deletes an event ‖ its participant leaves it ‖ its waitlisted person leaves the group', () =>
    runRace((w) => [
      requests.deleteEvent(w.host.client, w.groupId, w.hostsEvent),
      requests.leaveEvent(w.participant.client, w.groupId, w.hostsEvent, w.participant.id),
      requests.leaveGroup(w.waiting.client, w.groupId, w.waiting.id),
    ]));

  it('a host leaves the group ‖ the owner deletes the group', () =>
    runRace((w) => [
      requests.leaveGroup(w.host.client, w.groupId, w.host.id),
      requests.deleteGroup(w.owner.client, w.groupId),
    ]));

  it('a participant deletes their account ‖ the host cancels the event (notices to who is still there)', () =>
    runRace((w) => [
      requests.deleteAccount(w.participant.client, w.participant.id),
      requests.deleteAccount(w.waiting.client, w.waiting.id),
      requests.deleteEvent(w.host.client, w.groupId, w.hostsEvent),
    ]));
});
