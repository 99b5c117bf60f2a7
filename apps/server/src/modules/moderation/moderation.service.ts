/**
 * The moderators' side (issue #27): the queue of reports grouped by subject, the log, and the
 * actions. Only DISMISS exists so far; every action closes the reports it names (all the open
 * ones of its subject when it names none), writes one log row and tells each reporter.
 */
import {
  LIMITS,
  PAGE_ROUTES,
  type ModerationActionBody,
  type ModerationActionResult,
  type ModerationLogEntry,
  type ModerationQueueItem,
  type ReportStatus,
} from '@neighbourly/shared';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { keysetPage } from '../../db/keyset.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import { decodeCursor, encodeCursor, type Page } from '../../http/paging.ts';
import type { CurrentUser } from '../../http/session.ts';
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
} from './reports.repository.ts';
import { readSubject, subjectIdOf, subjectKeyOf } from './subjects.ts';

const AUTHOR_HISTORY_MAX = 20;

/** What the reporter is told, and nothing more (never what anyone else said). */
export const REPORT_CLOSED_TEXT = {
  action: 'We reviewed your report and took action.',
  noAction: 'We reviewed your report and did not find a breach.',
} as const;

export const isModerator = (user: CurrentUser) => user.siteRole === 'MODERATOR' || user.siteRole === 'ADMIN';

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

/** POST /moderation/actions. */
export async function act(
  deps: AppDeps,
  moderator: CurrentUser,
  body: ModerationActionBody,
): Promise<ModerationActionResult> {
  if (body.action !== 'DISMISS') {
    throw new AppError(
      400,
      'FEATURE_DISABLED',
      `${body.action} is not available yet: for now a moderator can only DISMISS reports.`,
    );
  }
  const view = await readSubject(deps.db, body.subject);
  const subject = view?.subject ?? body.subject;
  const subjectKey = subjectKeyOf(subject);
  const latest = await latestReportOf(deps.db, subjectKey);
  if (!latest) throw notFound('No one has reported this.');
  const authorId = view?.authorId ?? latest.author_login;
  await requireMayActOn(deps, moderator, authorId);
  if (body.reportIds) {
    const found = await reportsByIds(deps.db, body.reportIds);
    if (found.length !== new Set(body.reportIds).size || found.some((r) => r.subject_key !== subjectKey)) {
      throw notFound('Some of these reports do not exist or are not about this subject.');
    }
  }
  return inTransaction(deps.db, async (trx) => {
    const now = new Date().toISOString();
    const closed = await closeOpenReports(trx, subjectKey, body.reportIds, now);
    // Someone closed them first: the same answer, and no second log row.
    if (closed.length === 0) return { closedReportIds: [], logId: null };
    const closedReportIds = closed.map((r) => r.id).sort((a, b) => a - b);
    const logId = await insertLogEntry(trx, {
      actor_login: moderator.id,
      action: body.action,
      subject_type: subject.type,
      subject_id: subjectIdOf(subject),
      subject_user_login: authorId,
      reason: body.reason,
      details: JSON.stringify({ reportIds: closedReportIds }),
      created_at: now,
    });
    await markClosedBy(trx, closedReportIds, logId);
    await notify(
      deps,
      trx,
      closed.map((report) => ({
        kind: 'reportClosed' as const,
        subject: `report:${report.id}`,
        text: body.action === 'DISMISS' ? REPORT_CLOSED_TEXT.noAction : REPORT_CLOSED_TEXT.action,
        link: PAGE_ROUTES.notifications,
        userIds: [report.reporter_login],
      })),
    );
    return { closedReportIds, logId };
  });
}
