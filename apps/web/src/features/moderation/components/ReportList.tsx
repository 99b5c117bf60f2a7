import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { REPORT_REASON_LABELS, type ModerationQueueItem } from '@neighbourly/shared';
import { formatDateTime } from '@/lib/dates.ts';
import { LOG_ACTION_LABELS, SUBJECT_NOUNS, actorName } from '../labels.ts';

/** Each report of the row: its reason, the reporter's words, who and when. */
export function ReportList({ reports }: { reports: ModerationQueueItem['reports'] }) {
  return (
    <Box component="ul" aria-label="Reports" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
      {reports.map((report) => (
        <Typography component="li" variant="body2" key={report.id} sx={{ overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {REPORT_REASON_LABELS[report.reason]}
          </Box>
          {report.details && <> — {report.details}</>}
          <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            by {report.reporterLogin}, {formatDateTime(report.createdAt)}
          </Box>
        </Typography>
      ))}
    </Box>
  );
}

/** Earlier actions against the subject's author, newest first. */
export function AuthorHistory({ history }: { history: ModerationQueueItem['authorHistory'] }) {
  if (history.length === 0) {
    return (
      <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
        No earlier actions against the author.
      </Typography>
    );
  }
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        Earlier actions against the author
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {history.map((entry) => (
          <Typography component="li" variant="body2" key={entry.id} sx={{ overflowWrap: 'anywhere' }}>
            {LOG_ACTION_LABELS[entry.action]} ({SUBJECT_NOUNS[entry.subjectType]}),{' '}
            {formatDateTime(entry.createdAt)}, by {actorName(entry.actorLogin)}
            {entry.reason && <>: {entry.reason}</>}
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
      <Box component="span" sx={{ fontWeight: 600 }}>
        {LOG_ACTION_LABELS[closedBy.action]}
      </Box>{' '}
      by {actorName(closedBy.actorLogin)}, {formatDateTime(closedBy.createdAt)}
      {closedBy.reason && (
        <Box component="span" sx={{ display: 'block', whiteSpace: 'pre-line' }}>
          Reason: {closedBy.reason}
        </Box>
      )}
    </Typography>
  );
}
