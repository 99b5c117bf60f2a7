/** The reports table (issue #27): every query of it is here. */
import { sql, type Insertable, type SqlBool } from 'kysely';
import type { ReportStatus } from '@neighbourly/shared';
import type { Db } from '../../db/client.ts';
import type { ReportsTable } from '../../db/types.ts';

/** Fails with a unique violation when the reporter already has an open report of the subject. */
export async function insertReport(db: Db, row: Insertable<ReportsTable>): Promise<number> {
  const inserted = await db.insertInto('reports').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** One row of the queue: the reports of a subject closed together (or all its open ones). */
export interface ReportGroupKey {
  subject_key: string;
  /** The log row of the action that closed them; 0 while open. */
  log_key: number;
  first_at: string;
  count: number;
}

/**
 * A page of the queue: the subjects with reports in `status`, oldest first report first,
 * grouped by subject and (once closed) by the action that closed them; after the cursor's key.
 */
export async function reportGroups(
  db: Db,
  status: ReportStatus,
  after: readonly [string, string, number] | undefined,
  limit: number,
): Promise<ReportGroupKey[]> {
  const logKey = sql<number>`coalesce(closed_log_id, 0)`;
  const firstAt = sql<string>`min(created_at)`;
  let query = db
    .selectFrom('reports')
    .select((eb) => [
      'subject_key',
      logKey.as('log_key'),
      firstAt.as('first_at'),
      eb.fn.countAll<number>().as('count'),
    ])
    .where('status', '=', status)
    .groupBy(['subject_key', 'closed_log_id']);
  if (after) {
    query = query.having(
      sql<SqlBool>`(min(created_at), subject_key, coalesce(closed_log_id, 0)) > (${after[0]}, ${after[1]}, ${after[2]})`,
    );
  }
  const rows = await query.orderBy(firstAt).orderBy('subject_key').orderBy(logKey).limit(limit).execute();
  return rows.map((row) => ({ ...row, count: Number(row.count), log_key: Number(row.log_key) }));
}

export type ReportRow = Awaited<ReturnType<typeof reportsOfSubjects>>[number];

/** The reports in `status` of these subjects, oldest first. */
export function reportsOfSubjects(db: Db, status: ReportStatus, subjectKeys: readonly string[]) {
  return db
    .selectFrom('reports')
    .selectAll()
    .where('status', '=', status)
    .where('subject_key', 'in', subjectKeys.length > 0 ? [...subjectKeys] : [''])
    .orderBy('id')
    .execute();
}

/** Whether anyone ever reported the subject, and who its author was at the latest report. */
export function latestReportOf(db: Db, subjectKey: string) {
  return db
    .selectFrom('reports')
    .select(['id', 'author_login'])
    .where('subject_key', '=', subjectKey)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** These reports, whatever their status, to check that they are of the subject. */
export function reportsByIds(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('reports')
    .select(['id', 'subject_key'])
    .where('id', 'in', [...ids])
    .execute();
}

/**
 * Closes the open reports of the subject (only `ids` when given), returning those this call
 * closed: of two moderators closing the same reports at once, the second closes none (its
 * UPDATE waits for the first's rows on PostgreSQL, then finds them closed).
 */
export function closeOpenReports(db: Db, subjectKey: string, ids: readonly number[] | undefined, at: string) {
  let query = db
    .updateTable('reports')
    .set({ status: 'CLOSED', closed_at: at })
    .where('subject_key', '=', subjectKey)
    .where('status', '=', 'OPEN');
  if (ids) query = query.where('id', 'in', [...ids]);
  return query.returning(['id', 'reporter_login']).execute();
}

/** Links closed reports to the log row of the action that closed them. */
export async function markClosedBy(db: Db, ids: readonly number[], logId: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('reports')
    .set({ closed_log_id: logId })
    .where('id', 'in', [...ids])
    .execute();
}
