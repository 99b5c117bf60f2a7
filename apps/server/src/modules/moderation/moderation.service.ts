/**
 * The moderators' side (issue #27): the queue of reports grouped by subject, the log, and the
 * actions. Every action closes the reports it names (all the open ones of its subject when it
 * names none), writes one log row and tells each reporter.
 */
import {
  isModeratorRole,
  LIMITS,
  MESSAGES,
  type ModerationAction,
  type ReportSubject,
  PAGE_ROUTES,
  type ModerationActionBody,
  type ModerationActionResult,
  type ModerationLogEntry,
  type ModerationQueueItem,
  type ReportStatus,
} from '@neighbourly/shared';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { decodeCursor, encodeCursor, keysetPage, type Page } from '../../db/keyset.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { endSessionsOf } from '../../http/session.ts';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../http/guards.ts';
import type { CurrentUser } from '../../http/session.ts';
import { hideSubject, restoreSubject } from './hiding.ts';
import { AUTOMATIC_REPORTER } from './reports.service.ts';
import { suspendPerson, unsuspendPerson } from './suspension.ts';
import type { Locale } from '@neighbourly/shared';
import { mail_report_closed_action, mail_report_closed_no_action } from '@neighbourly/i18n/messages';
import { notify } from '../notifications/index.ts';
import { findUserById } from '../people/index.ts';
import { actionsAgainst, insertLogEntry, logEntriesByIds, logQuery } from './log.repository.ts';
import { toLogEntry, toQueueItem } from './moderation.presenter.ts';
import {
  closeOpenReports,
  latestReportOf,
  markClosedBy,
  reportGroups,
  reportsByIds,
  reportsOfSubjects,
  type ReportRow,
} from './reports.repository.ts';
import { readSubject, subjectIdOf, subjectKeyOf } from './subjects.ts';

const AUTHOR_HISTORY_MAX = 20;

/** What the reporter is told, and nothing more (never what anyone else said). */
export const REPORT_CLOSED_TEXT = {
  action: 'We reviewed your report and took action.',
  noAction: 'We reviewed your report and did not find a breach.',
} as const;

export const isModerator = (user: CurrentUser) => isModeratorRole(user.siteRole);

/** 401 for a visitor, 403 for anyone who is not a site moderator (or admin). */
export async function requireModerator(request: FastifyRequest): Promise<CurrentUser> {
  const user = await requireUser(request);
  if (!isModerator(user)) throw forbidden('Only site moderators may do this.');
  return user;
}

/** GET /moderation/reports: subjects oldest first, each with all its reports in `status`. */
export async function listQueue(
  deps: AppDeps,
  status: ReportStatus,
  cursor: string | undefined,
): Promise<Page<ModerationQueueItem>> {
  const after = decodeCursor(cursor, ['text', 'text', 'int'] as const);
  const limit = LIMITS.moderationPageSize;
  const groups = await reportGroups(deps.db, status, after, limit + 1);
  const page = groups.slice(0, limit);
  const reports = await reportsOfSubjects(
    deps.db,
    status,
    page.map((g) => g.subject_key),
  );
  const closers = new Map(
    (await logEntriesByIds(deps.db, [...new Set(page.map((g) => g.log_key).filter((id) => id > 0))])).map(
      (row) => [row.id, row],
    ),
  );
  const items: ModerationQueueItem[] = [];
  for (const group of page) {
    const mine = reports.filter(
      (r) => r.subject_key === group.subject_key && (r.closed_log_id ?? 0) === group.log_key,
    );
    const latest = mine[mine.length - 1];
    if (!latest) continue;
    const view = await readSubject(deps.db, JSON.parse(latest.subject));
    const author = view?.authorId ?? latest.author_login;
    const history = author ? await actionsAgainst(deps.db, author, AUTHOR_HISTORY_MAX) : [];
    items.push(toQueueItem(mine, view, history, closers.get(group.log_key)));
  }
  const last = page[page.length - 1];
  return {
    items,
    nextCursor:
      groups.length > limit && last
        ? encodeCursor([last.first_at, last.subject_key, last.log_key])
        : undefined,
  };
}

/** GET /moderation/log: newest first. */
export async function listLog(deps: AppDeps, cursor: string | undefined): Promise<Page<ModerationLogEntry>> {
  const page = await keysetPage(
    logQuery(deps.db),
    { columns: ['moderation_log.id'], kinds: ['int'], direction: 'desc', keyOf: (row) => [row.id] },
    { limit: LIMITS.moderationPageSize, cursor },
  );
  return { items: page.items.map(toLogEntry), nextCursor: page.nextCursor };
}

/**
 * Moderators never act on themselves or on an admin, and only an admin acts on a moderator:
 * checked against the subject's author (the person for USER), now or as last reported.
 */
async function requireMayActOn(deps: AppDeps, moderator: CurrentUser, authorId: string | null) {
  if (!authorId) return;
  if (authorId === moderator.id) throw forbidden('You cannot act on yourself or on what you wrote.');
  const author = await findUserById(deps.db, authorId);
  if (author?.site_role === 'ADMIN') throw forbidden('No one may act on an admin here.');
  if (author?.site_role === 'MODERATOR' && moderator.siteRole !== 'ADMIN') {
    throw forbidden('Only an admin may act on a moderator.');
  }
}

const ACTION_FITS: Record<ModerationAction, (type: ReportSubject['type']) => boolean> = {
  HIDE: (type) => type !== 'USER',
  RESTORE: (type) => type !== 'USER',
  SUSPEND: (type) => type === 'USER',
  UNSUSPEND: (type) => type === 'USER',
  DISMISS: () => true,
};

/** What the action asks that fits neither the subject nor the moment: a 400 with why. */
function refuseMisfit(body: ModerationActionBody) {
  if (!ACTION_FITS[body.action](body.subject.type)) {
    throw badRequest(
      body.subject.type === 'USER'
        ? `A person is suspended or unsuspended, not ${body.action === 'HIDE' ? 'hidden' : 'restored'}.`
        : 'Only a person can be suspended or unsuspended; hide or restore what they wrote instead.',
    );
  }
  if (body.until !== undefined && Date.parse(body.until) <= Date.now())
    throw badRequest(MESSAGES.suspendUntil);
}

/** Changes the subject as the action says; false when it was so already (or DISMISS). */
async function applyAction(
  deps: AppDeps,
  trx: Db,
  subject: ReportSubject,
  body: ModerationActionBody,
): Promise<boolean> {
  if (subject.type === 'USER') {
    if (body.action === 'SUSPEND') {
      const until = body.until === undefined ? null : new Date(body.until).toISOString();
      return suspendPerson(deps, trx, subject.userId, body.reason, until);
    }
    if (body.action === 'UNSUSPEND') return unsuspendPerson(deps, trx, subject.userId);
    return false;
  }
  if (body.action === 'HIDE') return hideSubject(deps, trx, subject, body.reason);
  if (body.action === 'RESTORE') return restoreSubject(deps, trx, subject);
  return false;
}

/**
 * POST /moderation/actions. The change, the reports it closes, the log row and the reporters'
 * notifications commit together; done already (by someone else at the same moment, say), it is
 * an empty answer and no second log row. A suspension ends the person's sessions after commit.
 */
export async function act(
  deps: AppDeps,
  moderator: CurrentUser,
  body: ModerationActionBody,
): Promise<ModerationActionResult> {
  refuseMisfit(body);
  const view = await readSubject(deps.db, body.subject);
  const subject = view?.subject ?? body.subject;
  const subjectKey = subjectKeyOf(subject);
  const latest = await latestReportOf(deps.db, subjectKey);
  if (!view && !latest) throw notFound('This does not exist, and no one has reported it.');
  if (!view && body.action !== 'DISMISS') throw notFound('This no longer exists: only DISMISS is left.');
  const authorId = view?.authorId ?? latest?.author_login ?? null;
  await requireMayActOn(deps, moderator, authorId);
  if (body.reportIds) {
    const found = await reportsByIds(deps.db, body.reportIds);
    if (found.length !== new Set(body.reportIds).size || found.some((r) => r.subject_key !== subjectKey)) {
      throw notFound('Some of these reports do not exist or are not about this subject.');
    }
  }
  const result = await inTransaction(deps.db, async (trx) => {
    const changed = await applyAction(deps, trx, subject, body);
    const now = new Date().toISOString();
    const closed = await closeOpenReports(trx, subjectKey, body.reportIds, now);
    if (!changed && closed.length === 0) return { closedReportIds: [], logId: null, changed };
    const closedReportIds = closed.map((r) => r.id).sort((a, b) => a - b);
    const logId = await insertLogEntry(trx, {
      actor_login: moderator.id,
      action: body.action,
      subject_type: subject.type,
      subject_id: subjectIdOf(subject),
      subject_user_login: authorId,
      reason: body.reason,
      details: JSON.stringify({
        reportIds: closedReportIds,
        ...(body.until !== undefined && { until: new Date(body.until).toISOString() }),
        ...(!changed && body.action !== 'DISMISS' && { alreadyDone: true }),
      }),
      created_at: now,
    });
    if (closedReportIds.length > 0) await markClosedBy(trx, closedReportIds, logId);
    await tellReporters(deps, trx, closed, body.action);
    return { closedReportIds, logId, changed };
  });
  if (result.changed && body.action === 'SUSPEND' && subject.type === 'USER') {
    await endSessionsOf(deps, subject.userId);
  }
  return { closedReportIds: result.closedReportIds, logId: result.logId };
}

/** Each reporter hears that their report was closed, and whether something was done; nothing more. */
async function tellReporters(
  deps: AppDeps,
  trx: Db,
  closed: readonly Pick<ReportRow, 'id' | 'reporter_login'>[],
  action: ModerationAction,
) {
  await notify(
    deps,
    trx,
    closed
      .filter((report) => report.reporter_login !== AUTOMATIC_REPORTER)
      .map((report) => ({
        kind: 'reportClosed' as const,
        subject: `report:${report.id}`,
        text: (locale: Locale) =>
          action === 'DISMISS'
            ? mail_report_closed_no_action({}, { locale })
            : mail_report_closed_action({}, { locale }),
        link: PAGE_ROUTES.notifications,
        userIds: [report.reporter_login],
      })),
  );
}
