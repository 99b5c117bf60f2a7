import DoneAllIcon from '@mui/icons-material/DoneAll';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  notifications_choose_emailed,
  notifications_intro,
  notifications_load_failed,
  notifications_load_more,
  notifications_loading,
  notifications_mark_all,
  notifications_mark_all_failed,
  notifications_none,
  notifications_title,
} from '@neighbourly/i18n/messages';
import type { Notification } from '@neighbourly/shared';
import { enqueueSnackbar } from '@/lib/toast.ts';
import { EmptyState } from '@/components/EmptyState.tsx';
import { ListError } from '@/components/ListError.tsx';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { paths } from '@/lib/paths.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';
import { NotificationItem } from '../components/NotificationItem.tsx';

function NotificationsList() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const onFollow = (notification: Notification) => {
    // The link navigates at once; the read mark follows in the background.
    if (!notification.read) markRead.mutate({ ids: [notification.id] });
  };
  if (notifications.isPending) return <PageSpinner label={notifications_loading()} minHeight={160} />;
  if (notifications.isError) {
    return <ListError onRetry={() => void notifications.refetch()}>{notifications_load_failed()}</ListError>;
  }
  const items = notifications.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return <EmptyState icon={<NotificationsOutlinedIcon />}>{notifications_none()}</EmptyState>;
  }
  return (
    <>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <List
          aria-label={notifications_title()}
          disablePadding
          sx={{ '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
        >
          {items.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} onFollow={onFollow} />
          ))}
        </List>
      </Paper>
      {notifications.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button
            variant="outlined"
            onClick={() => void notifications.fetchNextPage()}
            loading={notifications.isFetchingNextPage}
          >
            {notifications_load_more()}
          </Button>
        </Box>
      )}
    </>
  );
}

function MarkAllButton() {
  const { data: unread = 0 } = useUnreadCount();
  const markRead = useMarkNotificationsRead();
  const onClick = async () => {
    try {
      await markRead.mutateAsync({ all: true });
    } catch {
      enqueueSnackbar(notifications_mark_all_failed(), {
        variant: 'error',
      });
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<DoneAllIcon />}
      onClick={() => void onClick()}
      disabled={unread === 0}
      loading={markRead.isPending}
    >
      {notifications_mark_all()}
    </Button>
  );
}

/** `/notifications` (signed-in): what happened that concerns the person, newest first. */
export default function NotificationsPage() {
  useDocumentTitle(notifications_title());
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 2,
          mb: { xs: 2.5, sm: 3 },
        }}
      >
        <Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
            {notifications_title()}
          </Typography>
          <Typography sx={{ mt: 1, color: 'text.secondary' }}>
            {notifications_intro()}{' '}
            <Link href={paths.settings.getHref('notifications')} underline="always" sx={{ fontWeight: 600 }}>
              {notifications_choose_emailed()}
            </Link>
          </Typography>
        </Box>
        <MarkAllButton />
      </Box>
      <NotificationsList />
    </Container>
  );
}
