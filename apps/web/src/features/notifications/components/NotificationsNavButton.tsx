import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import { notifications_title } from '@neighbourly/i18n/messages';
import { UnreadIconLink } from '@/components/UnreadIconLink.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { paths } from '@/lib/paths.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';

/** The header's bell, with the number of unread notifications; signed-in only. */
export function NotificationsNavButton() {
  const { user } = useAuth();
  const { data: unread = 0 } = useUnreadCount(!!user);
  if (!user) return null;
  return (
    <UnreadIconLink
      label={notifications_title()}
      href={paths.notifications.getHref()}
      unread={unread}
      icon={<NotificationsOutlinedIcon />}
      badgeTestId="notifications-badge"
    />
  );
}
