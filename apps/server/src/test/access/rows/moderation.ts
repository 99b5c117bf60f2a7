/**
 * Trust and safety (issue #27, moderation.routes.ts): reports from anyone signed in who can see
 * the thing, but not of their own; the queue, the actions and the log for site moderators.
 * These rows were moderation/access.test.ts's.
 */
import { API_PATHS } from '@neighbourly/shared';
import { setSiteRole } from '../../../modules/moderation/index.ts';
import { createUser } from '../../factories.ts';
import { everyone, type AccessRow } from '../table.ts';
import type { Role, World } from '../world.ts';

/** Site moderators and admins, as against everyone else signed in. */
export const moderatorsOnly = (status: number, but: Partial<Record<Role, number>> = {}) =>
  everyone(403, { visitor: 401, suspended: 401, moderator: status, admin: status, ...but });

/** A new person the member reported: a subject of its own for each call to act on. */
async function reportedPerson(w: World) {
  const subject = { type: 'USER' as const, userId: (await createUser(w.t.app)).login };
  const report = await w.clients.member.post(API_PATHS.reports, { subject, reason: 'SPAM' });
  if (report.statusCode !== 201) throw new Error(`report: ${report.body}`);
  return subject;
}

export const rows: AccessRow[] = [
  {
    route: 'POST /api/public/v1/reports',
    case: 'the public group',
    call: (c, w) =>
      c.post(API_PATHS.reports, { subject: { type: 'GROUP', groupId: w.groupId }, reason: 'SPAM' }),
    // Its owner may not report their own group; a banned person still sees a public group.
    expect: everyone(201, { visitor: 401, suspended: 401, owner: 409 }),
  },
  {
    route: 'POST /api/public/v1/reports',
    case: "the private group's event, which its owner hosts",
    call: (c, w) => {
      const subject = { type: 'EVENT', groupId: w.privateGroupId, eventId: w.privateEventId };
      return c.post(API_PATHS.reports, { subject, reason: 'SPAM' });
    },
    // What one cannot see is not there (404); a private group itself is seen by all, as its card.
    expect: everyone(404, { visitor: 401, suspended: 401, member: 201, host: 201, owner: 409 }),
  },
  {
    route: 'POST /api/public/v1/reports',
    case: "the member's comment",
    call: (c, w) =>
      c.post(API_PATHS.reports, { subject: { type: 'COMMENT', commentId: w.commentId }, reason: 'SPAM' }),
    expect: everyone(201, { visitor: 401, suspended: 401, member: 409 }),
  },
  {
    route: 'GET /api/public/v1/moderation/reports',
    call: (c) => c.get(`${API_PATHS.moderationReports}?status=OPEN`),
    expect: moderatorsOnly(200),
  },
  {
    route: 'GET /api/public/v1/moderation/log',
    call: (c) => c.get(API_PATHS.moderationLog),
    expect: moderatorsOnly(200),
  },
  {
    route: 'POST /api/public/v1/moderation/actions',
    case: 'DISMISS, a reported person of its own for each call',
    call: async (c, w) =>
      c.post(API_PATHS.moderationActions, {
        subject: await reportedPerson(w),
        action: 'DISMISS',
        reason: 'Fine',
      }),
    expect: moderatorsOnly(200),
  },
  {
    route: 'POST /api/public/v1/moderation/actions',
    case: 'SUSPEND a new moderator: an admin only',
    call: async (c, w) => {
      const { login } = await createUser(w.t.app);
      await setSiteRole(w.t.app.deps.db, login, 'MODERATOR');
      return c.post(API_PATHS.moderationActions, {
        subject: { type: 'USER', userId: login },
        action: 'SUSPEND',
        reason: 'Abuse of the role',
      });
    },
    expect: moderatorsOnly(200, { moderator: 403 }),
  },
];
