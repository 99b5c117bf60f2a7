/**
 * A person's export holds nothing of anyone else beyond what they could already see (issue #32):
 * B owns a private group A is not in, writes with C, has an email address; A and B share a public
 * group and talk. Every text in A's whole archive is searched.
 */
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type AccountExport } from '@neighbourly/shared';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import type { TestClient } from '../../test/client.ts';
import { createEvent, createGroup, memberOfGroup, signedInClient } from '../../test/factories.ts';
import { setSiteRole } from '../moderation/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ MESSAGING_ENABLED: 'true' });
});
afterAll(async () => t.close());

async function archiveText(client: TestClient): Promise<{ all: string; files: Record<string, string> }> {
  expect((await client.post(API_PATHS.accountExport)).statusCode).toBe(200);
  await t.app.jobs.runDue();
  const status = (await client.get(API_PATHS.accountExport)).json().success.data as AccountExport;
  expect(status.status).toBe('ready');
  const zip = unzipSync(new Uint8Array((await client.get(status.downloadUrl!)).rawPayload));
  const files = Object.fromEntries(Object.entries(zip).map(([name, bytes]) => [name, strFromU8(bytes)]));
  return { all: Object.values(files).join('\n'), files };
}

describe("a second person's private data", () => {
  it('never appears in the export; the name of someone A talked to does', async () => {
    const { client: b, user: bUser } = await signedInClient(t.app, { name: 'Bea Neighbour' });
    const { client: c, user: cUser } = await signedInClient(t.app, { name: 'Cy Other' });
    const { client: a, user: aUser } = await signedInClient(t.app, { name: 'Ada Exporter' });
    // B's email address (verified) and B's private group, with a private event, A not in it.
    const bEmail = `bea.${bUser.login}@private.example`;
    await t.app.deps.db
      .insertInto('email_addresses')
      .values({
        user_id: bUser.login,
        email: bEmail,
        verified_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    const { id: privateGroup } = await createGroup(t.app, { owner: b, type: 'PRIVATE' });
    const secretName = 'Secret Circle of Bea';
    await t.app.deps.db
      .updateTable('groups')
      .set({ name: secretName })
      .where('id', '=', privateGroup)
      .execute();
    await createEvent(b, privateGroup, { type: 'PRIVATE', name: 'Bea hidden supper' });
    // A public group of someone else's that A, B and C joined: they may write to each other.
    const { id: shared } = await createGroup(t.app);
    for (const client of [a, b, c]) {
      const joined = await client.post(API_PATHS.groupMembers, {
        groupId: shared,
        userId: await idOf(client),
      });
      expect(joined.statusCode).toBe(201);
    }
    const send = (from: TestClient, to: string, message: string) =>
      from.post(API_PATHS.messages, { userId: to, message });
    expect((await send(b, cUser.login, 'B to C: the spare key is under the mat')).statusCode).toBe(201);
    expect((await send(c, bUser.login, 'C to B: thanks, see you Friday')).statusCode).toBe(201);
    expect((await send(a, bUser.login, 'A to B: hello neighbour')).statusCode).toBe(201);
    expect((await send(b, aUser.login, 'B to A: hello back')).statusCode).toBe(201);

    const { all, files } = await archiveText(a);
    expect(all).not.toContain(secretName);
    expect(all).not.toContain('Bea hidden supper');
    expect(all).not.toContain('spare key');
    expect(all).not.toContain('see you Friday');
    expect(all).not.toContain(bEmail);
    expect(all).not.toContain(cUser.login);
    // What A could already see: the conversation with B, by B's name.
    const messages = JSON.parse(files['messages.json']!);
    expect(messages).toEqual([
      expect.objectContaining({
        with: { login: bUser.login, name: 'Bea Neighbour' },
        messages: [
          expect.objectContaining({ fromYou: true, text: 'A to B: hello neighbour' }),
          expect.objectContaining({ fromYou: false, text: 'B to A: hello back' }),
        ],
      }),
    ]);
    expect(files['index.html']).toContain('Bea Neighbour');
    expect(JSON.parse(files['groups.json']!).map((g: { id: string }) => g.id)).toEqual([shared]);
  });

  it("holds a member's own private group, its event and their RSVP", async () => {
    const { client: owner } = await signedInClient(t.app);
    const { id: groupId } = await createGroup(t.app, { owner, type: 'PRIVATE' });
    const eventId = await createEvent(owner, groupId, { type: 'PRIVATE', name: 'Members-only potluck' });
    const member = await memberOfGroup(t.app, groupId, owner);
    const attended = await member.client.post(API_PATHS.eventParticipants, {
      groupId,
      eventId,
      userId: member.user.login,
    });
    expect(attended.statusCode).toBeLessThan(300);
    const { files } = await archiveText(member.client);
    expect(JSON.parse(files['events.json']!)).toEqual([
      expect.objectContaining({ id: eventId, name: 'Members-only potluck', hostedByYou: false }),
    ]);
    expect(JSON.parse(files['rsvps.json']!)).toEqual([
      expect.objectContaining({ eventId, role: 'PARTICIPANT' }),
    ]);
  });
});

describe('what moderators hid', () => {
  it("leaves out a hidden group's events and a hidden event, as the person's own lists do", async () => {
    // A takes part in an event of a public group, and in another group's event, and writes on
    // both; moderators then hide the first group, and the second event.
    const hiddenName = 'Group the moderators hid';
    const hiddenGroupOf = await createGroup(t.app);
    const openGroupOf = await createGroup(t.app);
    const [hiddenGroup, openGroup] = [hiddenGroupOf.id, openGroupOf.id];
    await t.app.deps.db
      .updateTable('groups')
      .set({ name: hiddenName })
      .where('id', '=', hiddenGroup)
      .execute();
    const inHiddenGroup = await createEvent(hiddenGroupOf.owner, hiddenGroup, {
      name: 'Supper in a hidden group',
    });
    const hiddenEvent = await createEvent(openGroupOf.owner, openGroup, { name: 'Hidden picnic' });
    const member = await memberOfGroup(t.app, hiddenGroup);
    const a = member.client;
    const joined = await a.post(API_PATHS.groupMembers, { groupId: openGroup, userId: member.user.login });
    expect(joined.statusCode).toBe(201);
    for (const [groupId, eventId] of [
      [hiddenGroup, inHiddenGroup],
      [openGroup, hiddenEvent],
    ] as const) {
      const attended = await a.post(API_PATHS.eventParticipants, {
        groupId,
        eventId,
        userId: member.user.login,
      });
      expect(attended.statusCode, attended.body).toBeLessThan(300);
      const commented = await a.post(API_PATHS.eventComments, {
        groupId,
        eventId,
        comment: `A on ${eventId}`,
      });
      expect(commented.statusCode, commented.body).toBe(201);
    }
    // What those steps tell people (notices, reminders) is sent before the moderators act.
    await t.app.jobs.runDue();
    const { client: moderator, user: moderatorUser } = await signedInClient(t.app);
    await setSiteRole(t.app.deps.db, moderatorUser.login, 'MODERATOR');
    for (const subject of [
      { type: 'GROUP', groupId: hiddenGroup },
      { type: 'EVENT', groupId: openGroup, eventId: hiddenEvent },
    ]) {
      const hidden = await moderator.post(API_PATHS.moderationActions, {
        subject,
        action: 'HIDE',
        reason: 'Spam',
      });
      expect(hidden.statusCode, hidden.body).toBe(200);
    }

    const { all, files } = await archiveText(a);
    for (const text of [hiddenName, 'Supper in a hidden group', 'Hidden picnic'])
      expect(all).not.toContain(text);
    expect(JSON.parse(files['events.json']!)).toEqual([]);
    expect(JSON.parse(files['rsvps.json']!)).toEqual([]);
    // Their own words stay, without the name of what they were about.
    const comments = JSON.parse(files['comments.json']!) as { text: string; eventName: string | null }[];
    expect(comments.map((c) => [c.text, c.eventName]).sort()).toEqual(
      [
        [`A on ${hiddenEvent}`, null],
        [`A on ${inHiddenGroup}`, null],
      ].sort(),
    );
  });
});

const idOf = async (client: TestClient) =>
  (await client.get(API_PATHS.usersSelf)).json().success.data.id as string;
