import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  moderation_closed_by,
  moderation_history,
  moderation_history_entry,
  moderation_history_entry_reason,
  moderation_no_history,
  moderation_reason_line,
  moderation_reported_by,
  moderation_reports,
} from '@neighbourly/i18n/messages';
import type { ModerationQueueItem } from '@neighbourly/shared';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/dates.ts';
import { actorName, logActionLabel, subjectNoun } from '../labels.ts';
import { reportReasonLabel } from '../reasons.ts';

/** Each report of the row: its reason, the reporter's words, who and when. */
export function ReportList({ reports }: { reports: ModerationQueueItem['reports'] }) {
  return (
    <Box component="ul" aria-label={moderation_reports()} sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
      {reports.map((report) => (
        <Typography component="li" variant="body2" key={report.id} sx={{ overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {reportReasonLabel(report.reason)}
          </Box>
          {report.details && (
            <>
              {' — '}
              <span dir="auto">{report.details}</span>
            </>
          )}
          <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            {moderation_reported_by({ login: report.reporterLogin, date: formatDateTime(report.createdAt) })}
          </Box>
        </Typography>
      ))}
    </Box>
  );
}

/** The text around a placeholder filled with `marker`, with `node` in its place. */
function around(text: string, marker: string, node: ReactNode): ReactNode {
  const [before = '', after = ''] = text.split(marker);
  return (
    <>
      {before}
      {node}
      {after}
    </>
  );
}

const MARKER = '\u0000';

/** 'Hidden (comment), Sat, Dec 5, 2026 · 18:30, by mia: spam', the moderator's reason as written. */
function historyEntry(entry: ModerationQueueItem['authorHistory'][number]): ReactNode {
  const inputs = {
    action: logActionLabel(entry.action),
    subject: subjectNoun(entry.subjectType),
    date: formatDateTime(entry.createdAt),
    actor: actorName(entry.actorLogin),
  };
  if (!entry.reason) return moderation_history_entry(inputs);
  return around(
    moderation_history_entry_reason({ ...inputs, reason: MARKER }),
    MARKER,
    <span dir="auto">{entry.reason}</span>,
  );
}

/** Earlier actions against the subject's author, newest first. */
export function AuthorHistory({ history }: { history: ModerationQueueItem['authorHistory'] }) {
  if (history.length === 0) {
    return (
      <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
        {moderation_no_history()}
      </Typography>
    );
  }
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {moderation_history()}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {history.map((entry) => (
          <Typography component="li" variant="body2" key={entry.id} sx={{ overflowWrap: 'anywhere' }}>
            {historyEntry(entry)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** A closed row: who closed the reports, how and why. */
export function ClosedNote({ closedBy }: { closedBy: ModerationQueueItem['closedBy'] }) {
  if (!closedBy) return null;
  return (
    <Typography
      variant="body2"
      sx={{ mt: 2, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', overflowWrap: 'anywhere' }}
    >
      {around(
        moderation_closed_by({
          action: MARKER,
          actor: actorName(closedBy.actorLogin),
          date: formatDateTime(closedBy.createdAt),
        }),
        MARKER,
        <Box component="span" sx={{ fontWeight: 600 }}>
          {logActionLabel(closedBy.action)}
        </Box>,
      )}
      {closedBy.reason && (
        <Box component="span" dir="auto" sx={{ display: 'block', whiteSpace: 'pre-line' }}>
          {moderation_reason_line({ reason: closedBy.reason })}
        </Box>
      )}
    </Typography>
  );
}
