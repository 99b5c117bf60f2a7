import DoneAllIcon from '@mui/icons-material/DoneAll';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Notification } from '@neighbourly/shared';
import { enqueueSnackbar } from 'notistack';
import { EmptyState } from '@/components/EmptyState.tsx';
import { ListError } from '@/components/ListError.tsx';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { paths } from '@/lib/paths.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';
import { NotificationItem } from '../components/NotificationItem.tsx';

export const NO_NOTIFICATIONS = 'You have no notifications yet.';

function NotificationsList() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const onFollow = (notification: Notification) => {
    // The link navigates at once; the read mark follows in the background.
    if (!notification.read) markRead.mutate({ ids: [notification.id] });
  };
  if (notifications.isPending) return <PageSpinner label="Loading your notifications" minHeight={160} />;
  if (notifications.isError) {
    return (
      <ListError onRetry={() => void notifications.refetch()}>
        Your notifications could not be loaded.
      </ListError>
    );
  }
  const items = notifications.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return <EmptyState icon={<NotificationsOutlinedIcon />}>{NO_NOTIFICATIONS}</EmptyState>;
  }
  return (
    <>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <List
          aria-label="Notifications"
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
            Load more
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
      enqueueSnackbar('Your notifications could not be marked as read. Please try again.', {
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
      Mark all as read
    </Button>
  );
}

/** `/notifications` (signed-in): what happened that concerns the person, newest first. */
export default function NotificationsPage() {
  useDocumentTitle('Notifications');
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
            Notifications
          </Typography>
          <Typography sx={{ mt: 1, color: 'text.secondary' }}>
            What happened in your groups and events.{' '}
            <Link href={paths.settings.getHref('notifications')} underline="always" sx={{ fontWeight: 600 }}>
              Choose what is emailed
            </Link>
          </Typography>
        </Box>
        <MarkAllButton />
      </Box>
      <NotificationsList />
    </Container>
  );
}
