import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  moderation_first_reported,
  moderation_reports_count,
  moderation_row_comment_by,
  moderation_row_event_by,
  moderation_row_group_by,
  moderation_row_message_by,
  moderation_row_person,
} from '@neighbourly/i18n/messages';
import type { ModerationQueueItem } from '@neighbourly/shared';
import { formatDateTime } from '@/lib/dates.ts';
import { subjectWord } from '../labels.ts';
import { AuthorHistory, ClosedNote, ReportList } from './ReportList.tsx';
import { RowActions } from './RowActions.tsx';
import { StateChip } from './StateChip.tsx';
import { SubjectView } from './SubjectView.tsx';

/** How the heading names the subject's author: a group is run by its owner, the rest are by someone. */
const WITH_AUTHOR = {
  GROUP: moderation_row_group_by,
  EVENT: moderation_row_event_by,
  COMMENT: moderation_row_comment_by,
  MESSAGE: moderation_row_message_by,
  USER: moderation_row_person,
} as const;

/** 'Comment by mia', 'Person: Mia Chen', or the subject alone when its author is unknown. */
function headingOf(item: ModerationQueueItem): string {
  const author = item.snapshot.author;
  const type = item.subject.type;
  if (type === 'USER') return WITH_AUTHOR.USER({ name: author?.name ?? '' });
  return author ? WITH_AUTHOR[type]({ name: author.name }) : subjectWord(type);
}

function RowHeading({ item }: { item: ModerationQueueItem }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 0.5 }}>
      <Typography variant="h2" sx={{ fontSize: '1.125rem', mr: 1, overflowWrap: 'anywhere' }}>
        {headingOf(item)}
      </Typography>
      <Chip size="small" label={moderation_reports_count({ count: item.count })} />
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
        {moderation_first_reported({ date: formatDateTime(item.firstReportedAt) })}
      </Typography>
      <SubjectView item={item} />
      <ReportList reports={item.reports} />
      <AuthorHistory history={item.authorHistory} />
      {item.status === 'CLOSED' && <ClosedNote closedBy={item.closedBy} />}
      <RowActions item={item} />
    </Paper>
  );
}
