import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useAuth } from '@/features/auth/index.ts';
import { paths } from '@/lib/paths.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';

/** The header's bell, with the number of unread notifications; signed-in only. */
export function NotificationsNavButton() {
  const { user } = useAuth();
  const { data: unread = 0 } = useUnreadCount(!!user);
  if (!user) return null;
  const label = unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`;
  return (
    <Tooltip title="Notifications">
      <IconButton href={paths.notifications.getHref()} aria-label={label} color="primary">
        <Badge badgeContent={unread} color="error" max={99} data-testid="notifications-badge">
          <NotificationsOutlinedIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
