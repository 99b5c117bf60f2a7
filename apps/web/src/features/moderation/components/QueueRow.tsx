import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ModerationQueueItem } from '@neighbourly/shared';
import { formatDateTime } from '@/lib/dates.ts';
import { SUBJECT_WORDS } from '../labels.ts';
import { AuthorHistory, ClosedNote, ReportList } from './ReportList.tsx';
import { RowActions } from './RowActions.tsx';
import { StateChip } from './StateChip.tsx';
import { SubjectView } from './SubjectView.tsx';

/** How the heading names the subject's author: a group is run by its owner, the rest are by someone. */
const AUTHOR_WORDS = { GROUP: 'run by', EVENT: 'by', COMMENT: 'by', MESSAGE: 'by' } as const;

function RowHeading({ item }: { item: ModerationQueueItem }) {
  const author = item.snapshot.author;
  const type = item.subject.type;
  const who =
    type === 'USER' ? `: ${author?.name ?? ''}` : author ? ` ${AUTHOR_WORDS[type]} ${author.name}` : '';
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 0.5 }}>
      <Typography variant="h2" sx={{ fontSize: '1.125rem', mr: 1, overflowWrap: 'anywhere' }}>
        {SUBJECT_WORDS[item.subject.type]}
        {who}
      </Typography>
      <Chip size="small" label={`${item.count} ${item.count === 1 ? 'report' : 'reports'}`} />
      <StateChip item={item} />
    </Stack>
  );
}

/**
 * One subject and its reports: as reported and as it is now, who reported it and why, its
 * author's history, then the actions (open) or what closed the reports (closed).
 */
export function QueueRow({ item }: { item: ModerationQueueItem }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, listStyle: 'none' }}>
      <RowHeading item={item} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        First reported {formatDateTime(item.firstReportedAt)}
      </Typography>
      <SubjectView item={item} />
      <ReportList reports={item.reports} />
      <AuthorHistory history={item.authorHistory} />
      {item.status === 'CLOSED' && <ClosedNote closedBy={item.closedBy} />}
      <RowActions item={item} />
    </Paper>
  );
}
