import GppGoodIcon from '@mui/icons-material/GppGoodOutlined';
import Stack from '@mui/material/Stack';
import {
  moderation_closed_reports,
  moderation_loading_reports,
  moderation_no_closed_reports,
  moderation_no_open_reports,
  moderation_open_reports,
  moderation_reports_load_failed,
} from '@neighbourly/i18n/messages';
import type { ModerationQueueItem, ReportStatus } from '@neighbourly/shared';
import { EmptyState } from '@/components/EmptyState.tsx';
import { ListError } from '@/components/ListError.tsx';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { useModerationQueue } from '../api/get-reports.ts';
import { LoadMore } from './LoadMore.tsx';
import { QueueRow } from './QueueRow.tsx';

const WORDS: Record<ReportStatus, { list: () => string; empty: () => string }> = {
  OPEN: { list: moderation_open_reports, empty: moderation_no_open_reports },
  CLOSED: { list: moderation_closed_reports, empty: moderation_no_closed_reports },
};

/** A subject can have several closed rows, one per action that closed some of its reports. */
const rowKey = (item: ModerationQueueItem) =>
  `${JSON.stringify(item.subject)}:${item.closedBy?.id ?? 'open'}`;

/** The Open or the Closed tab: the queue rows oldest first, a page at a time. */
export function QueueList({ status }: { status: ReportStatus }) {
  const queue = useModerationQueue(status);
  if (queue.isPending) return <PageSpinner label={moderation_loading_reports()} minHeight={160} />;
  if (queue.isError) {
    return <ListError onRetry={() => void queue.refetch()}>{moderation_reports_load_failed()}</ListError>;
  }
  const items = queue.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <EmptyState icon={<GppGoodIcon />}>{WORDS[status].empty()}</EmptyState>;
  return (
    <>
      <Stack component="ul" aria-label={WORDS[status].list()} spacing={2} sx={{ m: 0, p: 0 }}>
        {items.map((item) => (
          <QueueRow key={rowKey(item)} item={item} />
        ))}
      </Stack>
      <LoadMore
        hasMore={queue.hasNextPage}
        loading={queue.isFetchingNextPage}
        onLoad={() => void queue.fetchNextPage()}
      />
    </>
  );
}
