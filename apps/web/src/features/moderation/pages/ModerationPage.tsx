import GppGoodIcon from '@mui/icons-material/GppGoodOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REPORT_REASON_LABELS, type ModerationQueueItem, type ReportSubject } from '@neighbourly/shared';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { EmptyState } from '@/components/EmptyState.tsx';
import { ForbiddenPage } from '@/components/ForbiddenPage.tsx';
import { ListError } from '@/components/ListError.tsx';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { paths } from '@/lib/paths.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useModerationAction } from '../api/act.ts';
import { useModerationQueue } from '../api/get-reports.ts';
import { DismissDialog } from '../components/DismissDialog.tsx';
import { isModerator } from '@/lib/site-roles.ts';

const SUBJECT_WORDS: Record<ReportSubject['type'], string> = {
  GROUP: 'Group',
  EVENT: 'Event',
  COMMENT: 'Comment',
  MESSAGE: 'Message',
  USER: 'Person',
};

/** One subject and its reports: as reported, as it is now, and the Dismiss button. */
// eslint-disable-next-line max-lines-per-function -- a queue row with its actions; to be split with the Closed and Log tabs (issue #27)
function QueueRow({ item }: { item: ModerationQueueItem }) {
  const [dismissing, setDismissing] = useState(false);
  const act = useModerationAction();
  const { snapshot, current } = item;
  const dismiss = async (reason: string) => {
    try {
      await act.mutateAsync({
        subject: item.subject,
        action: 'DISMISS',
        reason,
        reportIds: item.reports.map((r) => r.id),
      });
    } catch (error) {
      enqueueSnackbar(error instanceof Error ? error.message : 'The reports could not be dismissed.', {
        variant: 'error',
      });
      return;
    }
    setDismissing(false);
    enqueueSnackbar('Reports dismissed.', { variant: 'success' });
  };
  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, listStyle: 'none' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.125rem', mr: 1 }}>
          {SUBJECT_WORDS[item.subject.type]}
          {snapshot.author ? ` by ${snapshot.author.name}` : ''}
        </Typography>
        <Chip size="small" label={`${item.count} ${item.count === 1 ? 'report' : 'reports'}`} />
        {item.reasons.map((reason) => (
          <Chip key={reason} size="small" variant="outlined" label={REPORT_REASON_LABELS[reason]} />
        ))}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        First reported {formatDateTime(item.firstReportedAt)}
      </Typography>
      <Box component="blockquote" sx={{ m: 0, my: 1.5, pl: 1.5, borderLeft: 3, borderColor: 'divider' }}>
        {snapshot.title && <Typography sx={{ fontWeight: 600 }}>{snapshot.title}</Typography>}
        {snapshot.text && (
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{snapshot.text}</Typography>
        )}
      </Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {current === null
          ? 'It has been deleted since.'
          : current.text !== snapshot.text || current.title !== snapshot.title
            ? 'It has changed since it was reported.'
            : 'It is unchanged.'}{' '}
        {current?.link && (
          <Link href={current.link} underline="always">
            Open it
          </Link>
        )}
      </Typography>
      {item.reports.some((r) => r.details) && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {item.reports
            .filter((r) => r.details)
            .map((r) => (
              <Typography component="li" variant="body2" key={r.id} sx={{ overflowWrap: 'anywhere' }}>
                {r.details}
              </Typography>
            ))}
        </Box>
      )}
      {item.authorHistory.length > 0 && (
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          Earlier actions against the author: {item.authorHistory.map((h) => h.action).join(', ')}
        </Typography>
      )}
      <Box sx={{ mt: 2 }}>
        <Button variant="outlined" onClick={() => setDismissing(true)}>
          Dismiss
        </Button>
      </Box>
      <DismissDialog
        open={dismissing}
        loading={act.isPending}
        onConfirm={(reason) => void dismiss(reason)}
        onClose={() => setDismissing(false)}
      />
    </Paper>
  );
}

function OpenQueue() {
  const queue = useModerationQueue('OPEN');
  if (queue.isPending) return <PageSpinner label="Loading the reports" minHeight={160} />;
  if (queue.isError) {
    return <ListError onRetry={() => void queue.refetch()}>The reports could not be loaded.</ListError>;
  }
  if (queue.data.length === 0) return <EmptyState icon={<GppGoodIcon />}>No open reports.</EmptyState>;
  return (
    <Stack component="ul" aria-label="Open reports" spacing={2} sx={{ m: 0, p: 0 }}>
      {queue.data.map((item) => (
        <QueueRow key={JSON.stringify(item.subject)} item={item} />
      ))}
    </Stack>
  );
}

/** `/moderation` (site moderators): the open reports, oldest first, each with Dismiss. */
export default function ModerationPage() {
  useDocumentTitle('Moderation');
  const { user } = useAuth();
  if (!isModerator(user)) {
    return (
      <ForbiddenPage
        title="Only site moderators can see this page"
        backHref={paths.home.getHref()}
        backLabel="Go home"
      />
    );
  }
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, mb: { xs: 2.5, sm: 3 } }}>
        Moderation
      </Typography>
      <OpenQueue />
    </Container>
  );
}
