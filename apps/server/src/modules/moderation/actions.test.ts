/**
 * Moderators' actions (issue #27) through HTTP on a real database: HIDE and RESTORE of each kind
 * of content, checked gone from every place it appeared and back after; SUSPEND and UNSUSPEND of
 * a person; who may act on whom; bad input; and, on PostgreSQL, a suspension on one instance
 * ending a live stream held by another.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  MESSAGES,
  type ChatMessage,
  type EventComment,
  type ModerationLogEntry,
  type ReportSubject,
  type SiteRole,
} from '@neighbourly/shared';
import type { Env } from '../../config.ts';
import { buildTestApp, TEST_DIALECT, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import { createEvent, createGroup, memberOfGroup, signedInClient } from '../../test/factories.ts';
import { listen, SseStream } from '../../test/sse.ts';
import { listenerCount, until } from '../../test/wait.ts';
import { setSiteRole } from './index.ts';

// A built page to serve, so the first paint and its share tags are there to check.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'neighbourly-moderation-'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="en"><head><title>Neighbourly</title></head><body><div id="root"></div></body></html>',
);
const ENV: Env = { MESSAGING_ENABLED: 'true', RATE_LIMIT_REPORTS_PER_HOUR: '1000', WEB_DIST_DIR: dist };
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(ENV);
});
afterAll(async () => t.close());

interface Person {
  client: TestClient;
  id: string;
  password: string;
}

async function person(role: SiteRole = 'NONE', app = t.app): Promise<Person> {
  const { client, user } = await signedInClient(app);
  if (role !== 'NONE') await setSiteRole(app.deps.db, user.login, role);
  return { client, id: user.login, password: user.password };
}

const visitor = () => new TestClient(t.app);

/** A public group and event (hosted by its owner), a member who comments, and a third member. */
async function scene() {
  const owner = await person();
  const { id: groupId } = await createGroup(t.app, { owner: owner.client });
  const eventId = await createEvent(owner.client, groupId, { name: `Seawall walk ${groupId}` });
  const join = async (): Promise<Person> => {
    const m = await memberOfGroup(t.app, groupId, owner.client);
    return { client: m.client, id: m.user.login, password: m.user.password };
  };
  const author = await join();
  const third = await join();
  const posted = await author.client.post(API_PATHS.eventComments, {
    groupId,
    eventId,
    comment: 'Buy cheap pills',
  });
  expect(posted.statusCode).toBe(201);
  const commentId = (posted.json().success.data as EventComment).id;
  return { owner, author, third, groupId, eventId, commentId, join };
}

const act = (who: TestClient, subject: ReportSubject, action: string, extra: Record<string, unknown> = {}) =>
  who.post(API_PATHS.moderationActions, { subject, action, reason: 'Breaks the rules on spam', ...extra });

const report = (who: TestClient, subject: ReportSubject) =>
  who.post(API_PATHS.reports, { subject, reason: 'SPAM' });

const data = <T>(response: { json: () => unknown }) =>
  (response.json() as { success: { data: T } }).success.data;

const commentsSeenBy = async (who: TestClient, groupId: string, eventId: number) => {
  const response = await who.get(`${API_PATHS.eventCommentsForEvent}?groupId=${groupId}&eventId=${eventId}`);
  expect(response.statusCode).toBe(200);
  return data<EventComment[]>(response);
};

const notificationTexts = async (who: TestClient) => {
  const response = await who.get(API_PATHS.notifications);
  expect(response.statusCode).toBe(200);
  return data<{ items: { text: string }[] }>(response).items.map((n) => n.text);
};

const logOf = async (moderator: TestClient) =>
  data<ModerationLogEntry[]>(await moderator.get(API_PATHS.moderationLog));

describe('HIDE and RESTORE a comment', () => {
  it('takes it from everyone but its author and moderators, with its notifications, and brings it back', async () => {
    const { owner, author, third, groupId, eventId, commentId } = await scene();
    const moderator = await person('MODERATOR');
    const subject: ReportSubject = { type: 'COMMENT', commentId };
    expect((await report(third.client, subject)).statusCode).toBe(201);
    // The host was told of the comment; the notification quotes it.
    expect((await notificationTexts(owner.client)).some((text) => text.includes('Buy cheap pills'))).toBe(
      true,
    );

    const hidden = await act(moderator.client, subject, 'HIDE');
    expect(hidden.statusCode).toBe(200);
    expect(data<{ closedReportIds: number[]; logId: number }>(hidden).closedReportIds).toHaveLength(1);

    expect((await commentsSeenBy(third.client, groupId, eventId)).map((c) => c.id)).not.toContain(commentId);
    expect((await commentsSeenBy(owner.client, groupId, eventId)).map((c) => c.id)).not.toContain(commentId);
    const own = (await commentsSeenBy(author.client, groupId, eventId)).find((c) => c.id === commentId);
    expect(own?.hidden).toEqual({ state: 'HIDDEN', reason: 'Breaks the rules on spam' });
    const asModerator = (await commentsSeenBy(moderator.client, groupId, eventId)).find(
      (c) => c.id === commentId,
    );
    expect(asModerator?.hidden?.state).toBe('HIDDEN');
    expect((await notificationTexts(owner.client)).some((text) => text.includes('Buy cheap pills'))).toBe(
      false,
    );
    // Others cannot touch what they cannot see: 404, as for a comment that never was.
    expect((await owner.client.delete(`${API_PATHS.eventComments}?id=${commentId}`)).statusCode).toBe(404);

    // Hiding again: nothing new to do, no second log row.
    const again = await act(moderator.client, subject, 'HIDE');
    expect(again.statusCode).toBe(200);
    expect(data<{ logId: number | null }>(again).logId).toBeNull();
    const log = (await logOf(moderator.client)).filter((e) => e.subjectId === String(commentId));
    expect(log.map((e) => e.action)).toEqual(['HIDE']);
    expect(log[0]).toMatchObject({
      actorLogin: moderator.id,
      subjectUserLogin: author.id,
      subjectType: 'COMMENT',
    });

    const restored = await act(moderator.client, subject, 'RESTORE');
    expect(restored.statusCode).toBe(200);
    const back = (await commentsSeenBy(third.client, groupId, eventId)).find((c) => c.id === commentId);
    expect(back?.comment).toBe('Buy cheap pills');
    expect(back?.hidden).toBeUndefined();
    expect((await notificationTexts(owner.client)).some((text) => text.includes('Buy cheap pills'))).toBe(
      true,
    );
  });
});

describe('HIDE and RESTORE an event', () => {
  it('is gone from its page, lists, search, calendars, feeds, the sitemap and the first paint', async () => {
    const { owner, third, groupId, eventId } = await scene();
    const moderator = await person('MODERATOR');
    const name = `Seawall walk ${groupId}`;
    const subject: ReportSubject = { type: 'EVENT', groupId, eventId };
    const places = async (): Promise<Record<string, boolean>> => {
      const page = await third.client.get(`${API_PATHS.events}?groupId=${groupId}&eventId=${eventId}`);
      const list = await third.client.get(`${API_PATHS.eventsForGroup}?groupId=${groupId}`);
      const search = await third.client.get(`${API_PATHS.eventSearch}?name=${encodeURIComponent(name)}`);
      const calendar = await visitor().get(`${API_PATHS.groupCalendar}?groupId=${groupId}`);
      const feed = await visitor().get(`${API_PATHS.groupFeed}?groupId=${groupId}`);
      const firstPaint = await visitor().get(`/group/${groupId}/events/${eventId}`);
      const sitemap = await visitor().get('/sitemap.xml');
      const sitemapFiles = [...sitemap.body.matchAll(/<loc>[^<]*(\/sitemap[^<]*)<\/loc>/g)].map((m) => m[1]!);
      const listed = await Promise.all(sitemapFiles.map(async (file) => (await visitor().get(file)).body));
      return {
        page: page.statusCode === 200,
        list: list.body.includes(name),
        search: search.body.includes(name),
        calendar: calendar.body.includes(name),
        feed: feed.body.includes(name),
        firstPaint: firstPaint.body.includes(name),
        sitemap: listed.some((body) => body.includes(`/group/${groupId}/events/${eventId}`)),
      };
    };
    const everywhere = {
      page: true,
      list: true,
      search: true,
      calendar: true,
      feed: true,
      firstPaint: true,
      sitemap: true,
    };
    expect(await places()).toEqual(everywhere);

    expect((await act(moderator.client, subject, 'HIDE')).statusCode).toBe(200);
    expect(await places()).toEqual(Object.fromEntries(Object.keys(everywhere).map((k) => [k, false])));
    // Its host still opens it, told why; so does a moderator.
    const asHost = await owner.client.get(`${API_PATHS.events}?groupId=${groupId}&eventId=${eventId}`);
    expect(asHost.statusCode).toBe(200);
    expect(data<{ hidden?: unknown }>(asHost).hidden).toEqual({
      state: 'HIDDEN',
      reason: 'Breaks the rules on spam',
    });
    // Nobody else can take a place in it.
    const attend = await third.client.post(API_PATHS.eventParticipants, {
      groupId,
      eventId,
      userId: third.id,
    });
    expect(attend.statusCode).toBe(404);

    expect((await act(moderator.client, subject, 'RESTORE')).statusCode).toBe(200);
    expect(await places()).toEqual(everywhere);
  });
});

describe('HIDE a group', () => {
  it('takes the group and its events from everyone but its owner and moderators', async () => {
    const { owner, third, groupId, eventId } = await scene();
    const moderator = await person('MODERATOR');
    expect((await act(moderator.client, { type: 'GROUP', groupId }, 'HIDE')).statusCode).toBe(200);

    expect((await third.client.get(`${API_PATHS.groups}?id=${groupId}`)).statusCode).toBe(404);
    expect((await visitor().get(`${API_PATHS.groups}?id=${groupId}`)).statusCode).toBe(404);
    expect(
      (await third.client.get(`${API_PATHS.events}?groupId=${groupId}&eventId=${eventId}`)).statusCode,
    ).toBe(404);
    const search = await third.client.get(`${API_PATHS.groupSearch}?name=${groupId}`);
    expect(search.body).not.toContain(groupId);
    expect((await visitor().get(`/group/${groupId}`)).body).not.toContain(`Group ${groupId}`);

    const asOwner = await owner.client.get(`${API_PATHS.groups}?id=${groupId}`);
    expect(data<{ hidden?: unknown }>(asOwner).hidden).toEqual({
      state: 'HIDDEN',
      reason: 'Breaks the rules on spam',
    });
    expect((await moderator.client.get(`${API_PATHS.groups}?id=${groupId}`)).statusCode).toBe(200);

    expect((await act(moderator.client, { type: 'GROUP', groupId }, 'RESTORE')).statusCode).toBe(200);
    expect((await third.client.get(`${API_PATHS.groups}?id=${groupId}`)).statusCode).toBe(200);
  });
});

/** Two people who share a group, so either may write to the other. */
async function correspondents() {
  const { owner, author, groupId } = await scene();
  return { sender: author, recipient: owner, groupId };
}

const messagesBetween = async (who: TestClient, otherId: string) => {
  const response = await who.get(`${API_PATHS.messages}?userId=${otherId}`);
  return {
    status: response.statusCode,
    messages: response.statusCode === 200 ? data<ChatMessage[]>(response) : [],
  };
};

describe('HIDE a message', () => {
  it('takes it from its recipient; its sender sees it hidden', async () => {
    const { sender, recipient } = await correspondents();
    const moderator = await person('MODERATOR');
    const sent = await sender.client.post(API_PATHS.messages, {
      userId: recipient.id,
      message: 'Send me money',
    });
    expect(sent.statusCode).toBe(201);
    const messageId = data<ChatMessage>(sent).id;
    expect((await report(recipient.client, { type: 'MESSAGE', messageId })).statusCode).toBe(201);

    expect((await act(moderator.client, { type: 'MESSAGE', messageId }, 'HIDE')).statusCode).toBe(200);
    expect((await messagesBetween(recipient.client, sender.id)).messages.map((m) => m.id)).not.toContain(
      messageId,
    );
    const own = (await messagesBetween(sender.client, recipient.id)).messages.find((m) => m.id === messageId);
    expect(own?.hidden?.state).toBe('HIDDEN');
  });
});

describe('SUSPEND and UNSUSPEND', () => {
  it('ends every session, refuses sign-in with the appeal address, hides their things and frees their places', async () => {
    const { owner, author, third, groupId, eventId, commentId, join } = await scene();
    const moderator = await person('MODERATOR');
    // A full event: the author holds its one place, the third person waits.
    const small = await createEvent(owner.client, groupId, { name: 'Small walk', participantsLimit: 1 });
    const attend = (who: Person) =>
      who.client.post(API_PATHS.eventParticipants, { groupId, eventId: small, userId: who.id });
    expect((await attend(author)).statusCode).toBe(201);
    expect((await attend(third)).statusCode).toBe(201);
    // The author also runs a group, and a comment of theirs was hidden by a moderator before.
    const { id: ownGroup } = await createGroup(t.app, { owner: author.client });
    const second = await author.client.post(API_PATHS.eventComments, { groupId, eventId, comment: 'Second' });
    const secondId = data<EventComment>(second).id;
    expect((await act(moderator.client, { type: 'COMMENT', commentId: secondId }, 'HIDE')).statusCode).toBe(
      200,
    );

    const user: ReportSubject = { type: 'USER', userId: author.id };
    const suspended = await act(moderator.client, user, 'SUSPEND');
    expect(suspended.statusCode).toBe(200);

    expect((await author.client.get(API_PATHS.usersSelf)).statusCode).toBe(401);
    const signIn = await new TestClient(t.app).signIn(author.id, author.password);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error).toEqual({
      code: 'ACCOUNT_SUSPENDED',
      message: MESSAGES.accountSuspended(null, t.app.deps.config.helpEmail),
    });
    expect((await commentsSeenBy(third.client, groupId, eventId)).map((c) => c.id)).not.toContain(commentId);
    expect((await third.client.get(`${API_PATHS.groups}?id=${ownGroup}`)).statusCode).toBe(404);
    expect((await third.client.get(`${API_PATHS.users}?id=${author.id}`)).statusCode).toBe(404);
    expect((await moderator.client.get(`${API_PATHS.users}?id=${author.id}`)).statusCode).toBe(200);
    const writeTo = await owner.client.post(API_PATHS.messages, { userId: author.id, message: 'Hello?' });
    expect(writeTo.statusCode).toBe(404);
    const places = await owner.client.get(
      `${API_PATHS.eventParticipantsForEvent}?groupId=${groupId}&eventId=${small}`,
    );
    const roles = Object.fromEntries(
      data<{ user: { id: string }; role: string }[]>(places).map((p) => [p.user.id, p.role]),
    );
    expect(roles[author.id]).toBeUndefined();
    expect(roles[third.id]).toBe('PARTICIPANT');

    // Suspending again changes nothing and logs nothing.
    expect(data<{ logId: number | null }>(await act(moderator.client, user, 'SUSPEND')).logId).toBeNull();

    expect((await act(moderator.client, user, 'UNSUSPEND')).statusCode).toBe(200);
    const back = await new TestClient(t.app).signIn(author.id, author.password);
    expect(back.statusCode).toBe(200);
    const seen = (await commentsSeenBy(third.client, groupId, eventId)).map((c) => c.id);
    expect(seen).toContain(commentId);
    // What a moderator hid stays hidden: lifting a suspension brings back only what it hid.
    expect(seen).not.toContain(secondId);
    expect((await third.client.get(`${API_PATHS.groups}?id=${ownGroup}`)).statusCode).toBe(200);
    void join;
  });

  it('a suspension with an end date is lifted by the job on that date, and logged without an actor', async () => {
    const target = await person();
    const moderator = await person('MODERATOR');
    const until = new Date(Date.now() + 1500).toISOString();
    const user: ReportSubject = { type: 'USER', userId: target.id };
    expect((await act(moderator.client, user, 'SUSPEND', { until })).statusCode).toBe(200);
    const refused = await new TestClient(t.app).signIn(target.id, target.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(
      /^This account is suspended until .+\. To appeal, write to /,
    );

    await new Promise((resolve) => setTimeout(resolve, 1600));
    await t.app.jobs.runDue();
    expect((await new TestClient(t.app).signIn(target.id, target.password)).statusCode).toBe(200);
    const lifted = (await logOf(moderator.client)).find(
      (e) => e.subjectId === target.id && e.action === 'UNSUSPEND',
    );
    expect(lifted).toMatchObject({ actorLogin: null, reason: 'The suspension ended on its date.' });
  });
});

describe('who may act', () => {
  it('refuses visitors (401) and everyone but moderators (403): member, owner, host, a suspended person', async () => {
    const { owner, author, third, commentId } = await scene();
    const subject: ReportSubject = { type: 'COMMENT', commentId };
    expect((await act(visitor(), subject, 'HIDE')).statusCode).toBe(401);
    for (const who of [owner, author, third]) {
      const refused = await act(who.client, subject, 'HIDE');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe('Only site moderators may do this.');
    }
    const moderator = await person('MODERATOR');
    const admin = await person('ADMIN');
    // A suspended moderator's session is gone: 401.
    expect((await act(admin.client, { type: 'USER', userId: moderator.id }, 'SUSPEND')).statusCode).toBe(200);
    expect((await act(moderator.client, subject, 'HIDE')).statusCode).toBe(401);
  });

  it('keeps moderators off themselves and admins, and off other moderators unless an admin acts', async () => {
    const first = await person('MODERATOR');
    const other = await person('MODERATOR');
    const admin = await person('ADMIN');
    const self = await act(first.client, { type: 'USER', userId: first.id }, 'SUSPEND');
    expect(self.statusCode).toBe(403);
    expect((await act(first.client, { type: 'USER', userId: admin.id }, 'SUSPEND')).statusCode).toBe(403);
    expect((await act(first.client, { type: 'USER', userId: other.id }, 'SUSPEND')).statusCode).toBe(403);
    expect((await act(admin.client, { type: 'USER', userId: other.id }, 'SUSPEND')).statusCode).toBe(200);
    expect((await act(admin.client, { type: 'USER', userId: other.id }, 'UNSUSPEND')).statusCode).toBe(200);
  });
});

describe('bad input', () => {
  it('answers a clear 4xx and changes nothing', async () => {
    const { groupId, commentId, author } = await scene();
    const moderator = await person('MODERATOR');
    const cases: [unknown, number, RegExp?][] = [
      [
        { subject: { type: 'USER', userId: author.id }, action: 'HIDE', reason: 'x' },
        400,
        /suspended or unsuspended/,
      ],
      [{ subject: { type: 'GROUP', groupId }, action: 'SUSPEND', reason: 'x' }, 400, /Only a person/],
      [
        {
          subject: { type: 'COMMENT', commentId },
          action: 'HIDE',
          reason: 'x',
          until: '2030-01-01T00:00:00Z',
        },
        400,
      ],
      [
        {
          subject: { type: 'USER', userId: author.id },
          action: 'SUSPEND',
          reason: 'x',
          until: '2001-01-01T00:00:00Z',
        },
        400,
      ],
      [
        { subject: { type: 'USER', userId: author.id }, action: 'SUSPEND', reason: 'x', until: 'tomorrow' },
        400,
      ],
      [{ subject: { type: 'COMMENT', commentId: 99_999_999 }, action: 'HIDE', reason: 'x' }, 404],
      [{ subject: { type: 'PLANET', id: 1 }, action: 'HIDE', reason: 'x' }, 400],
      [{ subject: { type: 'COMMENT', commentId }, action: 'DELETE', reason: 'x' }, 400],
      [{ subject: { type: 'COMMENT', commentId }, action: 'HIDE', reason: 'x'.repeat(10_000) }, 400],
    ];
    for (const [body, status, message] of cases) {
      const response = await moderator.client.post(API_PATHS.moderationActions, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 120)).toBe(status);
      if (message) expect(response.json().error.message).toMatch(message);
    }
    expect((await new TestClient(t.app).signIn(author.id, author.password)).statusCode).toBe(200);
    expect((await logOf(moderator.client)).filter((e) => e.actorLogin === moderator.id)).toEqual([]);
  });

  it('two moderators hiding one reported comment at once: one log row, one closing', async () => {
    const { third, commentId } = await scene();
    const [one, two] = [await person('MODERATOR'), await person('MODERATOR')];
    const subject: ReportSubject = { type: 'COMMENT', commentId };
    expect((await report(third.client, subject)).statusCode).toBe(201);
    const answers = await Promise.all([act(one.client, subject, 'HIDE'), act(two.client, subject, 'HIDE')]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const logIds = answers.map((a) => data<{ logId: number | null }>(a).logId);
    expect(logIds.filter((id) => id !== null)).toHaveLength(1);
    const log = (await logOf(one.client)).filter((e) => e.subjectId === String(commentId));
    expect(log).toHaveLength(1);
  });
});

describe.skipIf(TEST_DIALECT !== 'postgres')('two instances', () => {
  let second: TestApp;
  const streams: SseStream[] = [];
  beforeAll(async () => {
    second = await buildTestApp(ENV, { schema: t.schema });
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await second.close();
  });

  it('a suspension on instance A ends the live stream the person holds on instance B', async () => {
    const target = await person();
    const moderator = await person('MODERATOR');
    const stream = await SseStream.open(await listen(second.app), target.client);
    streams.push(stream);
    expect(stream.status).toBe(200);
    await until(() => listenerCount(second.app.deps.live) === 1);

    expect((await act(moderator.client, { type: 'USER', userId: target.id }, 'SUSPEND')).statusCode).toBe(
      200,
    );
    await stream.end(3000);
    await until(() => listenerCount(second.app.deps.live) === 0);
  });
});
