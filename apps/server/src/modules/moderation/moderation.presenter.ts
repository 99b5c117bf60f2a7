import type {
  ModerationLogEntry,
  ModerationQueueItem,
  ReportSnapshot,
  ReportSubject,
} from '@neighbourly/shared';
import type { LogRow } from './log.repository.ts';
import type { ReportRow } from './reports.repository.ts';
import type { SubjectView } from './subjects.ts';

export function toLogEntry(row: LogRow): ModerationLogEntry {
  return {
    id: row.id,
    actorLogin: row.actor_login,
    action: row.action,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    subjectUserLogin: row.subject_user_login,
    reason: row.reason,
    details: JSON.parse(row.details) as Record<string, unknown>,
    createdAt: row.created_at,
  };
}

/** One subject's reports (oldest first) with what it is now and its author's record. */
export function toQueueItem(
  reports: readonly ReportRow[],
  current: Pick<SubjectView, 'snapshot' | 'state' | 'suspendedUntil'> | undefined,
  authorHistory: LogRow[],
  closedBy: LogRow | undefined,
): ModerationQueueItem {
  const latest = reports[reports.length - 1]!;
  return {
    subject: JSON.parse(latest.subject) as ReportSubject,
    status: latest.status,
    count: reports.length,
    firstReportedAt: reports[0]!.created_at,
    reasons: [...new Set(reports.map((r) => r.reason))],
    reports: reports.map((r) => ({
      id: r.id,
      reason: r.reason,
      details: r.details,
      reporterLogin: r.reporter_login,
      createdAt: r.created_at,
    })),
    snapshot: JSON.parse(latest.snapshot) as ReportSnapshot,
    current: current?.snapshot ?? null,
    state: current?.state ?? 'DELETED',
    suspendedUntil: current?.suspendedUntil ?? null,
    authorHistory: authorHistory.map(toLogEntry),
    closedBy: closedBy ? toLogEntry(closedBy) : null,
  };
}
