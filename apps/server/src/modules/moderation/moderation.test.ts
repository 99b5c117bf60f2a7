/**
 * Trust and safety (issue #27), through HTTP on a real database: reports, the moderators' queue,
 * DISMISS, the log, and what each role may do.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  MESSAGES,
  type ChatMessage,
  type EventComment,
  type ModerationLogEntry,
  type ModerationQueueItem,
  type ReportSubject,
  type SiteRole,
} from '@neighbourly/shared';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import { createEvent, createGroup, memberOfGroup, signedInClient } from '../../test/factories.ts';
import * as logRepository from './log.repository.ts';
import { setSiteRole } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ MESSAGING_ENABLED: 'true', RATE_LIMIT_REPORTS_PER_HOUR: '1000' });
});
afterAll(async () => t.close());

interface Person {
  client: TestClient;
  id: string;
}

async function person(role: SiteRole = 'NONE'): Promise<Person> {
  const { client, user } = await signedInClient(t.app);
  if (role !== 'NONE') await setSiteRole(t.app.deps.db, user.login, role);
  return { client, id: user.login };
}

/** A public group with an event (hosted by its owner), a member, and the member's comment on it. */
async function scene(type: 'PUBLIC' | 'PRIVATE' = 'PUBLIC') {
  const owner = await person();
  const { id: groupId } = await createGroup(t.app, { owner: owner.client, type });
  const eventId = await createEvent(owner.client, groupId);
  const m = await memberOfGroup(t.app, groupId, owner.client);
  const member = { client: m.client, id: m.user.login };
  const posted = await member.client.post(API_PATHS.eventComments, {
    groupId,
    eventId,
    comment: 'Buy cheap pills',
  });
  expect(posted.statusCode).toBe(201);
  const comment = posted.json().success.data as EventComment;
  return { owner, member, groupId, eventId, commentId: comment.id };
}

const report = (who: TestClient, subject: unknown, reason: unknown = 'SPAM', details?: unknown) =>
  who.post(API_PATHS.reports, { subject, reason, ...(details === undefined ? {} : { details }) });

/** Every page of the queue. */
const queue = async (who: TestClient, status = 'OPEN') => {
  const items: ModerationQueueItem[] = [];
  let cursor: string | undefined;
  do {
    const response = await who.get(
      `${API_PATHS.moderationReports}?status=${status}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json().success as { data: ModerationQueueItem[]; nextCursor?: string };
    items.push(...body.data);
    cursor = body.nextCursor;
  } while (cursor);
  return items;
};

const itemOf = (items: ModerationQueueItem[], subject: ReportSubject) =>
  items.find((item) => JSON.stringify(item.subject) === JSON.stringify(subject));

const dismiss = (who: TestClient, subject: ReportSubject, reportIds?: number[]) =>
  who.post(API_PATHS.moderationActions, {
    subject,
    action: 'DISMISS',
    reason: 'Not a breach of the rules',
    ...(reportIds ? { reportIds } : {}),
  });

describe('POST /reports', () => {
  it('refuses a visitor (401) and takes a report of each kind from a member (201 {id})', async () => {
    const { owner, member, groupId, eventId, commentId } = await scene();
    const visitor = new TestClient(t.app);
    expect((await report(visitor, { type: 'GROUP', groupId })).statusCode).toBe(401);
    const reporter = await person();
    for (const subject of [
      { type: 'GROUP', groupId },
      { type: 'EVENT', groupId, eventId },
      { type: 'COMMENT', commentId },
      { type: 'USER', userId: member.id },
    ]) {
      const response = await report(reporter.client, subject, 'HARASSMENT', 'They keep posting this.');
      expect(response.statusCode, JSON.stringify(subject)).toBe(201);
      expect(response.json().success.data).toEqual({ id: expect.any(Number) });
    }
    // The owner and the event's host reports too (a comment is not theirs).
    expect((await report(owner.client, { type: 'COMMENT', commentId })).statusCode).toBe(201);
  });

  it('keeps a snapshot that outlives an edit and the deletion of the comment', async () => {
    const { member, groupId, commentId } = await scene();
    const moderator = await person('MODERATOR');
    const reporter = await person();
    expect((await report(reporter.client, { type: 'COMMENT', commentId })).statusCode).toBe(201);
    await member.client.put(API_PATHS.eventComments, { id: commentId, comment: 'Nice walk everyone' });
    let item = itemOf(await queue(moderator.client), { type: 'COMMENT', commentId })!;
    expect(item.snapshot.text).toBe('Buy cheap pills');
    expect(item.snapshot.author).toEqual({ id: member.id, name: member.id });
    expect(item.current?.text).toBe('Nice walk everyone');
    expect(item.snapshot.link).toContain(`/group/${groupId}/events/`);
    await member.client.delete(`${API_PATHS.eventComments}?id=${commentId}`);
    item = itemOf(await queue(moderator.client), { type: 'COMMENT', commentId })!;
    expect(item.snapshot.text).toBe('Buy cheap pills');
    expect(item.current).toBeNull();
    // A deleted comment cannot be reported any more.
    expect((await report((await person()).client, { type: 'COMMENT', commentId })).statusCode).toBe(404);
  });

  it('answers 404 for what the reporter cannot see, and for ids that do not exist', async () => {
    const { owner, groupId, eventId, commentId } = await scene('PRIVATE');
    const outsider = await person();
    expect((await report(outsider.client, { type: 'EVENT', groupId, eventId })).statusCode).toBe(404);
    expect((await report(outsider.client, { type: 'COMMENT', commentId })).statusCode).toBe(404);
    // The private group itself shows its name and description to anyone.
    expect((await report(outsider.client, { type: 'GROUP', groupId })).statusCode).toBe(201);
    for (const subject of [
      { type: 'GROUP', groupId: 'no_such_group' },
      { type: 'EVENT', groupId, eventId: 999_999 },
      { type: 'COMMENT', commentId: 999_999 },
      { type: 'MESSAGE', messageId: 999_999 },
      { type: 'USER', userId: 'nobody_here' },
    ]) {
      expect((await report(outsider.client, subject)).statusCode, JSON.stringify(subject)).toBe(404);
    }
    // A message: only one the reporter sent or received.
    const member = await memberOfGroup(t.app, groupId, owner.client);
    const sent = await member.client.post(API_PATHS.messages, { userId: owner.id, message: 'Send me money' });
    expect(sent.statusCode).toBe(201);
    const messageId = (sent.json().success.data as ChatMessage).id;
    expect((await report(outsider.client, { type: 'MESSAGE', messageId })).statusCode).toBe(404);
    expect((await report(owner.client, { type: 'MESSAGE', messageId }, 'SCAM')).statusCode).toBe(201);
    expect((await report(member.client, { type: 'MESSAGE', messageId })).statusCode).toBe(409);
  });

  it('answers 409 for oneself, one’s own content, and a second open report of the same subject', async () => {
    const { owner, member, groupId, eventId, commentId } = await scene();
    expect((await report(member.client, { type: 'USER', userId: member.id })).statusCode).toBe(409);
    expect((await report(member.client, { type: 'COMMENT', commentId })).statusCode).toBe(409);
    expect((await report(owner.client, { type: 'GROUP', groupId })).statusCode).toBe(409);
    expect((await report(owner.client, { type: 'EVENT', groupId, eventId })).statusCode).toBe(409);
    const reporter = await person();
    expect((await report(reporter.client, { type: 'COMMENT', commentId })).statusCode).toBe(201);
    const again = await report(reporter.client, { type: 'COMMENT', commentId }, 'OTHER');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(MESSAGES.reportAgain);
    // At once, twice: one report, one 409.
    const other = await person();
    const both = await Promise.all([
      report(other.client, { type: 'COMMENT', commentId }),
      report(other.client, { type: 'COMMENT', commentId }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses bad input with a clear 4xx, never a 5xx', async () => {
    const { groupId, commentId } = await scene();
    const reporter = await person();
    const cases: [unknown, unknown, unknown][] = [
      [{ type: 'PLANET', id: 1 }, 'SPAM', undefined],
      [{ type: 'COMMENT' }, 'SPAM', undefined],
      [{ type: 'COMMENT', commentId: -3 }, 'SPAM', undefined],
      [{ type: 'COMMENT', commentId: 'abc' }, 'SPAM', undefined],
      [{ type: 'COMMENT', commentId: 2 ** 40 }, 'SPAM', undefined],
      [{ type: 'GROUP', groupId }, 'BORING', undefined],
      [{ type: 'GROUP', groupId }, null, undefined],
      [{ type: 'GROUP', groupId }, 'SPAM', 'x'.repeat(2001)],
      [{ type: 'GROUP', groupId }, 'SPAM', 'nul\u0000'],
      ['GROUP', 'SPAM', undefined],
    ];
    for (const [subject, reason, details] of cases) {
      const response = await report(reporter.client, subject, reason, details);
      expect(response.statusCode, JSON.stringify([subject, reason])).toBe(400);
    }
    const noReason = await reporter.client.post(API_PATHS.reports, { subject: { type: 'GROUP', groupId } });
    expect(noReason.statusCode).toBe(400);
    const huge = await report(
      reporter.client,
      { type: 'COMMENT', commentId },
      'SPAM',
      'x'.repeat(10 * 1024 * 1024),
    );
    expect(huge.statusCode).toBe(413);
    expect(
      (await report(reporter.client, { type: 'GROUP', groupId }, 'SPAM', 'x'.repeat(2000))).statusCode,
    ).toBe(201);
  });
});

describe('the moderation routes refuse everyone but moderators', () => {
  it('401 for a visitor, 403 for a member, an owner and a host; 200 for a moderator and an admin', async () => {
    const { owner, member, commentId } = await scene();
    const subject = { type: 'COMMENT', commentId } as const;
    const reporter = await person();
    await report(reporter.client, subject);
    const routes = (who: TestClient) => [
      () => who.get(`${API_PATHS.moderationReports}?status=OPEN`),
      () => who.get(API_PATHS.moderationLog),
      () => dismiss(who, subject),
    ];
    for (const call of routes(new TestClient(t.app))) expect((await call()).statusCode).toBe(401);
    for (const who of [member, owner, reporter]) {
      for (const call of routes(who.client)) {
        const response = await call();
        expect(response.statusCode).toBe(403);
        expect(response.json().error.code).toBe('FORBIDDEN');
      }
    }
    for (const role of ['MODERATOR', 'ADMIN'] as const) {
      const moderator = await person(role);
      expect((await moderator.client.get(API_PATHS.moderationReports)).statusCode).toBe(200);
      expect((await moderator.client.get(API_PATHS.moderationLog)).statusCode).toBe(200);
    }
    expect((await dismiss((await person('ADMIN')).client, subject)).statusCode).toBe(200);
  });

  it('says siteRole in GET /users/self, and a changed role counts at the next request', async () => {
    const someone = await person();
    expect((await someone.client.get(API_PATHS.usersSelf)).json().success.data.siteRole).toBe('NONE');
    expect((await someone.client.get(API_PATHS.moderationLog)).statusCode).toBe(403);
    await setSiteRole(t.app.deps.db, someone.id, 'MODERATOR');
    expect((await someone.client.get(API_PATHS.usersSelf)).json().success.data.siteRole).toBe('MODERATOR');
    expect((await someone.client.get(API_PATHS.moderationLog)).statusCode).toBe(200);
    await setSiteRole(t.app.deps.db, someone.id, 'NONE');
    expect((await someone.client.get(API_PATHS.moderationLog)).statusCode).toBe(403);
  });
});

describe('the queue', () => {
  it('shows five reports of one comment as one row, oldest subject first, with reasons and details', async () => {
    const first = await scene();
    const second = await scene();
    const moderator = await person('MODERATOR');
    const reasons = ['SPAM', 'SCAM', 'SPAM', 'HATE', 'OTHER'];
    for (const reason of reasons) {
      const reporter = await person();
      const sent = await report(
        reporter.client,
        { type: 'COMMENT', commentId: first.commentId },
        reason,
        `Because ${reason}`,
      );
      expect(sent.statusCode).toBe(201);
    }
    const other = await report((await person()).client, { type: 'COMMENT', commentId: second.commentId });
    expect(other.statusCode, other.body).toBe(201);
    const items = await queue(moderator.client);
    const one = itemOf(items, { type: 'COMMENT', commentId: first.commentId })!;
    expect(one.count).toBe(5);
    expect(one.status).toBe('OPEN');
    expect(one.reasons.sort()).toEqual(['HATE', 'OTHER', 'SCAM', 'SPAM']);
    expect(one.reports.map((r) => r.details)).toEqual(reasons.map((r) => `Because ${r}`));
    expect(one.authorHistory).toEqual([]);
    const firstAt = items.findIndex((item) => item === one);
    const secondAt = items.indexOf(itemOf(items, { type: 'COMMENT', commentId: second.commentId })!);
    expect(firstAt).toBeLessThan(secondAt);
    // Oldest first throughout.
    const times = items.map((item) => item.firstReportedAt);
    expect([...times].sort()).toEqual(times);
  });

  it('pages with a cursor, and refuses a forged cursor and an unknown status', async () => {
    const moderator = await person('MODERATOR');
    const reporter = await person();
    for (let i = 0; i < 22; i++) {
      const target = await person();
      expect((await report(reporter.client, { type: 'USER', userId: target.id })).statusCode).toBe(201);
    }
    const seen = new Set<string>();
    let cursor: string | undefined;
    let pages = 0;
    do {
      const response = await moderator.client.get(
        `${API_PATHS.moderationReports}?status=OPEN${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(response.statusCode).toBe(200);
      const body = response.json().success;
      for (const item of body.data as ModerationQueueItem[]) {
        const key = JSON.stringify(item.subject);
        expect(seen.has(key)).toBe(false);
        seen.add(key);
      }
      cursor = body.nextCursor;
      pages++;
    } while (cursor && pages < 50);
    expect(pages).toBeGreaterThan(1);
    expect(seen.size).toBeGreaterThanOrEqual(22);
    expect((await moderator.client.get(`${API_PATHS.moderationReports}?cursor=bm9wZQ`)).statusCode).toBe(400);
    expect((await moderator.client.get(`${API_PATHS.moderationReports}?status=MAYBE`)).statusCode).toBe(400);
    expect((await moderator.client.get(`${API_PATHS.moderationLog}?cursor=WyJ4Il0`)).statusCode).toBe(400);
  });
});

describe('DISMISS', () => {
  it('closes every open report of the subject, logs once, tells each reporter, and the queue moves it to Closed', async () => {
    const { member, commentId } = await scene();
    const moderator = await person('MODERATOR');
    const reporters = [await person(), await person()];
    const ids: number[] = [];
    for (const reporter of reporters) {
      ids.push(
        (await report(reporter.client, { type: 'COMMENT', commentId }, 'HATE', 'Secret words')).json().success
          .data.id,
      );
    }
    const subject = { type: 'COMMENT', commentId } as const;
    const response = await dismiss(moderator.client, subject);
    expect(response.statusCode).toBe(200);
    const result = response.json().success.data;
    expect(result.closedReportIds).toEqual(ids);
    expect(itemOf(await queue(moderator.client), subject)).toBeUndefined();
    const closed = itemOf(await queue(moderator.client, 'CLOSED'), subject)!;
    expect(closed.count).toBe(2);
    expect(closed.closedBy).toMatchObject({ id: result.logId, action: 'DISMISS', actorLogin: moderator.id });

    const log = (await moderator.client.get(API_PATHS.moderationLog)).json().success
      .data as ModerationLogEntry[];
    const rows = log.filter((row) => row.subjectType === 'COMMENT' && row.subjectId === String(commentId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorLogin: moderator.id,
      action: 'DISMISS',
      subjectUserLogin: member.id,
      reason: 'Not a breach of the rules',
      details: { reportIds: ids },
    });

    for (const reporter of reporters) {
      const notes = (await reporter.client.get(API_PATHS.notifications)).json().success.data.items as {
        kind: string;
        text: string;
      }[];
      expect(notes.filter((n) => n.kind === 'reportClosed').map((n) => n.text)).toEqual([
        'We reviewed your report and did not find a breach.',
      ]);
      expect(JSON.stringify(notes)).not.toContain('Secret words');
      expect(JSON.stringify(notes)).not.toContain('Not a breach of the rules');
    }
    // The reported person hears nothing.
    const theirs = (await member.client.get(API_PATHS.notifications)).json().success.data.items as {
      kind: string;
    }[];
    expect(theirs.filter((n) => n.kind === 'reportClosed')).toEqual([]);
    // Reported again once closed: a new open report.
    expect((await report(reporters[0]!.client, subject)).statusCode).toBe(201);
  });

  it('closes only the reports named', async () => {
    const { commentId } = await scene();
    const moderator = await person('MODERATOR');
    const a = (await report((await person()).client, { type: 'COMMENT', commentId })).json().success.data.id;
    const b = (await report((await person()).client, { type: 'COMMENT', commentId })).json().success.data.id;
    const subject = { type: 'COMMENT', commentId } as const;
    const response = await dismiss(moderator.client, subject, [a]);
    expect(response.json().success.data.closedReportIds).toEqual([a]);
    expect(itemOf(await queue(moderator.client), subject)?.reports.map((r) => r.id)).toEqual([b]);
    // A report of another subject, or none at all: 404.
    const other = await scene();
    const c = (await report((await person()).client, { type: 'COMMENT', commentId: other.commentId })).json()
      .success.data.id;
    expect((await dismiss(moderator.client, subject, [c])).statusCode).toBe(404);
    expect((await dismiss(moderator.client, subject, [999_999])).statusCode).toBe(404);
    expect((await dismiss(moderator.client, { type: 'USER', userId: moderator.id + 'x' })).statusCode).toBe(
      404,
    );
  });

  it('two moderators dismissing at once: one log row, the other an idempotent answer', async () => {
    const { commentId } = await scene();
    const subject = { type: 'COMMENT', commentId } as const;
    for (let i = 0; i < 3; i++) await report((await person()).client, subject);
    const one = await person('MODERATOR');
    const two = await person('MODERATOR');
    const answers = await Promise.all([dismiss(one.client, subject), dismiss(two.client, subject)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const results = answers.map((r) => r.json().success.data);
    expect(results.filter((r) => r.logId !== null)).toHaveLength(1);
    expect(results.flatMap((r) => r.closedReportIds)).toHaveLength(3);
    const log = (await one.client.get(API_PATHS.moderationLog)).json().success.data as ModerationLogEntry[];
    expect(
      log.filter((row) => row.subjectType === 'COMMENT' && row.subjectId === String(commentId)),
    ).toHaveLength(1);
  });

  it('is refused on oneself and on an admin; only an admin acts on a moderator', async () => {
    const moderator = await person('MODERATOR');
    const otherModerator = await person('MODERATOR');
    const admin = await person('ADMIN');
    const reporter = await person();
    for (const target of [moderator, otherModerator, admin]) {
      expect((await report(reporter.client, { type: 'USER', userId: target.id })).statusCode).toBe(201);
    }
    expect((await dismiss(moderator.client, { type: 'USER', userId: moderator.id })).statusCode).toBe(403);
    expect((await dismiss(moderator.client, { type: 'USER', userId: otherModerator.id })).statusCode).toBe(
      403,
    );
    expect((await dismiss(moderator.client, { type: 'USER', userId: admin.id })).statusCode).toBe(403);
    expect((await dismiss(admin.client, { type: 'USER', userId: admin.id })).statusCode).toBe(403);
    expect((await dismiss(admin.client, { type: 'USER', userId: otherModerator.id })).statusCode).toBe(200);
  });

  it('answers actions that do not fit the subject, and bad bodies, with 400', async () => {
    const { commentId } = await scene();
    const subject = { type: 'COMMENT', commentId } as const;
    await report((await person()).client, subject);
    const moderator = await person('MODERATOR');
    for (const action of ['SUSPEND', 'UNSUSPEND']) {
      const response = await moderator.client.post(API_PATHS.moderationActions, {
        subject,
        action,
        reason: 'Spam',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain('Only a person can be suspended');
    }
    for (const body of [
      { subject, action: 'DELETE', reason: 'x' },
      { subject, action: 'DISMISS' },
      { subject, action: 'DISMISS', reason: '   ' },
      { subject, action: 'DISMISS', reason: 'x'.repeat(501) },
      { subject: { type: 'PLANET' }, action: 'DISMISS', reason: 'x' },
      { subject, action: 'DISMISS', reason: 'x', reportIds: [] },
      { subject, action: 'DISMISS', reason: 'x', reportIds: ['a'] },
    ]) {
      expect(
        (await moderator.client.post(API_PATHS.moderationActions, body)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    }
    // Nothing of it reached the log.
    const log = (await moderator.client.get(API_PATHS.moderationLog)).json().success
      .data as ModerationLogEntry[];
    expect(log.filter((row) => row.subjectId === String(commentId))).toEqual([]);
  });
});

describe('the moderation log', () => {
  it('has no update or delete: its repository exports inserts and reads only', () => {
    const names = Object.keys(logRepository);
    expect(names).toContain('insertLogEntry');
    for (const name of names) expect(name).not.toMatch(/update|delete|remove|set|edit|clear|purge|replace/i);
  });

  it('outlives the account it names, keeping the login as it was', async () => {
    const doomed = await person();
    await setSiteRole(t.app.deps.db, doomed.id, 'MODERATOR');
    const deleted = await doomed.client.delete(`${API_PATHS.users}?id=${doomed.id}`);
    expect(deleted.statusCode).toBeLessThan(300);
    const admin = await person('ADMIN');
    const log = (await admin.client.get(API_PATHS.moderationLog)).json().success.data as ModerationLogEntry[];
    expect(log.find((row) => row.subjectUserLogin === doomed.id)).toMatchObject({
      actorLogin: null,
      action: 'SET_ROLE',
      details: { from: 'NONE', to: 'MODERATOR' },
    });
  });
});

describe('the report rate limit', () => {
  it('allows the limit per person in an hour, then 429 with Retry-After', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_REPORTS_PER_HOUR: '3' });
    try {
      const { client } = await signedInClient(limited.app);
      const { id: groupId } = await createGroup(limited.app);
      const targets = await Promise.all([1, 2, 3, 4].map(() => signedInClient(limited.app)));
      const answers = [];
      for (const target of targets) {
        answers.push(await report(client, { type: 'USER', userId: target.user.login }));
      }
      expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 429]);
      const refused = answers[3]!;
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().error.message).toContain(MESSAGES.reportsTooMany);
      // Another person is counted on their own.
      const other = await signedInClient(limited.app);
      expect((await report(other.client, { type: 'GROUP', groupId })).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
