/** The attendee file: who may download it, and that a spreadsheet reads it safely. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@neighbourly/shared';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import { createEvent, createGroup, memberOfGroup, signedInClient } from '../../test/factories.ts';
import { localDateTime, neutraliseFormula } from './attendees-csv.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const exportUrl = (groupId: string, eventId: number | string) =>
  `${API_PATHS.eventParticipantsExport}?groupId=${groupId}&eventId=${eventId}`;
const attend = (client: TestClient, groupId: string, eventId: number, userId: string) =>
  client.post(API_PATHS.eventParticipants, { groupId, eventId, userId });

/** The people of the group by what they are to the event: owner (host), a member, a participant. */
async function eventWithPeople() {
  const { id, owner } = await createGroup(t.app);
  const eventId = await createEvent(owner, id, { name: 'Lantern walk', participantsLimit: 1 });
  const member = await memberOfGroup(t.app, id);
  const participant = await memberOfGroup(t.app, id);
  expect((await attend(participant.client, id, eventId, participant.user.login)).statusCode).toBe(201);
  return { id, owner, eventId, member, participant };
}

describe('GET /eventParticipants/export', () => {
  it('refuses a visitor, a member, a participant and someone else; unknown event 404; bad query 400', async () => {
    const { id, eventId, member, participant } = await eventWithPeople();
    const stranger = await signedInClient(t.app);
    expect((await new TestClient(t.app).get(exportUrl(id, eventId))).statusCode).toBe(401);
    for (const client of [member.client, participant.client, stranger.client]) {
      const refused = await client.get(exportUrl(id, eventId));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(
        'Only the host or the owner of the group may download the attendee list.',
      );
    }
    const other = await createGroup(t.app);
    expect((await other.owner.get(exportUrl(other.id, eventId))).statusCode).toBe(404);
    expect((await other.owner.get(exportUrl(id, 999_999_999))).statusCode).toBe(404);
    expect((await other.owner.get(exportUrl(id, 'x'))).statusCode).toBe(400);
  });

  it('lets the host and the owner of the group (when someone else hosts) download it', async () => {
    const { id, owner, eventId, member } = await eventWithPeople();
    expect((await owner.get(exportUrl(id, eventId))).statusCode).toBe(200);
    // The member becomes the event's host (as a hand-over would make them).
    const db = t.app.deps.db;
    await db.updateTable('events').set({ host_id: member.user.login }).where('id', '=', eventId).execute();
    await db
      .insertInto('event_participants')
      .values({
        event_id: eventId,
        user_id: member.user.login,
        role: 'HOST',
        joined_at: new Date().toISOString(),
      })
      .execute();
    expect((await member.client.get(exportUrl(id, eventId))).statusCode).toBe(200);
    expect((await owner.get(exportUrl(id, eventId))).statusCode).toBe(200);
  });

  it('lists name, role and RSVP time, host first, quoting commas and quotes and disarming formulas', async () => {
    const { id, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, id, { name: 'Lantern walk', participantsLimit: 2 });
    const names = ['Smith, Jo', 'Al "the walker" Lee', '=HYPERLINK("http://evil.example")', '+1 Kim'];
    for (const name of names) {
      const { client, user } = await signedInClient(t.app, { name });
      expect(
        (await client.post(API_PATHS.groupMembers, { groupId: id, userId: user.login })).statusCode,
      ).toBe(201);
      expect((await attend(client, id, eventId, user.login)).statusCode).toBe(201);
    }
    const response = await owner.get(exportUrl(id, eventId));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Lantern-walk-attendees.csv"');
    expect(response.headers['cache-control']).toBe('private, no-store');

    const places = await t.app.deps.db
      .selectFrom('event_participants')
      .innerJoin('users', 'users.id', 'event_participants.user_id')
      .select(['users.name', 'event_participants.joined_at'])
      .where('event_id', '=', eventId)
      .orderBy('event_participants.id')
      .execute();
    const at = (i: number) => localDateTime(places[i]!.joined_at);
    expect(response.body).toBe(
      '\uFEFF' +
        [
          'Name,Role,RSVP time (America/Vancouver)',
          `${places[0]!.name},Host,${at(0)}`,
          `"Smith, Jo",Participant,${at(1)}`,
          `"Al ""the walker"" Lee",Participant,${at(2)}`,
          `"'=HYPERLINK(""http://evil.example"")",Waitlisted,${at(3)}`,
          `'+1 Kim,Waitlisted,${at(4)}`,
        ].join('\r\n') +
        '\r\n',
    );
  });
});

describe('the attendee file in the reader’s language (issue #29)', () => {
  it('heads the columns and names the roles in French; the names stay as written', async () => {
    const { id, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, id, { name: 'Lantern walk' });
    const response = await owner.get(exportUrl(id, eventId), { headers: { 'accept-language': 'fr-CA' } });
    expect(response.statusCode).toBe(200);
    const [header, host] = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('Nom,Rôle,Heure de confirmation de présence (America/Vancouver)');
    expect(host).toMatch(/^[^,]+,Hôte,\d{4}-\d\d-\d\d \d\d:\d\d$/);
  });

  it('follows the account’s language over the browser’s', async () => {
    const { id, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, id, { name: 'Lantern walk' });
    const self = (await owner.get(API_PATHS.usersSelf)).json().success.data.id as string;
    await owner.post(API_PATHS.users, { id: self, name: 'Owner', locale: 'fa' });
    const response = await owner.get(exportUrl(id, eventId), { headers: { 'accept-language': 'fr' } });
    expect(response.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'نام,نقش,زمان اعلام حضور (America/Vancouver)',
    );
  });
});

describe('the cells', () => {
  it('disarm every character a spreadsheet starts a formula with, and nothing else', () => {
    for (const cell of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])
      expect(neutraliseFormula(cell)).toBe(`'${cell}`);
    for (const cell of ['Jo', '1=1', 'a-b', '']) expect(neutraliseFormula(cell)).toBe(cell);
  });

  it('write RSVP times in Vancouver time, to the minute, summer and winter', () => {
    expect(localDateTime('2026-07-01T19:05:59.000Z')).toBe('2026-07-01 12:05');
    // British Columbia keeps UTC−7 all year from November 2026 (tz 2026).
    expect(localDateTime('2026-12-01T08:30:00.000Z')).toBe('2026-12-01 01:30');
  });
});
