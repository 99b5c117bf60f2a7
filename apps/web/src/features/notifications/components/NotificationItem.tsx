import AlarmIcon from '@mui/icons-material/Alarm';
import DownloadIcon from '@mui/icons-material/Download';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import EventIcon from '@mui/icons-material/Event';
import EventSeatIcon from '@mui/icons-material/EventSeat';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import GppGoodIcon from '@mui/icons-material/GppGoodOutlined';
import GroupsIcon from '@mui/icons-material/Groups';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { notifications_new } from '@neighbourly/i18n/messages';
import type { Notification, NotificationKind } from '@neighbourly/shared';
import type { ReactNode } from 'react';
import { formatDateTime, formatShortDateTime } from '@/lib/dates.ts';

const KIND_ICONS: Record<NotificationKind, ReactNode> = {
  waitlistPromoted: <EventAvailableIcon />,
  requestApproved: <HowToRegIcon />,
  requestRejected: <PersonOffIcon />,
  newRequest: <PersonAddIcon />,
  newRole: <ManageAccountsIcon />,
  newEvent: <EventIcon />,
  eventChanged: <EditCalendarIcon />,
  eventCancelled: <EventBusyIcon />,
  newComment: <ChatBubbleOutlineIcon />,
  eventActivity: <GroupsIcon />,
  eventCapacity: <EventSeatIcon />,
  eventReminder: <AlarmIcon />,
  unreadMessages: <MailOutlineIcon />,
  reportClosed: <GppGoodIcon />,
  dataExportReady: <DownloadIcon />,
};

/** "New", in words as well as colour, on a notification not read yet. */
function NewLabel() {
  return (
    <Box
      component="span"
      sx={{
        px: 0.75,
        py: 0.125,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: '0.75rem',
        fontWeight: 700,
        lineHeight: 1.5,
        flexShrink: 0,
      }}
    >
      {notifications_new()}
    </Box>
  );
}

/** One notification: a link to what it is about, which marks it read when followed. */
export function NotificationItem({
  notification,
  onFollow,
}: {
  notification: Notification;
  onFollow: (notification: Notification) => void;
}) {
  const { text, link, createdAt, read, kind } = notification;
  return (
    <li>
      <ListItemButton
        href={link}
        onClick={() => onFollow(notification)}
        sx={[
          { gap: 1.5, py: 1.5, alignItems: 'flex-start', borderLeft: 4, borderColor: 'transparent' },
          !read && { borderColor: 'primary.main', bgcolor: 'action.hover' },
        ]}
      >
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            color: read ? 'text.secondary' : 'primary.main',
            pt: 0.25,
          }}
        >
          {KIND_ICONS[kind]}
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography
            component="span"
            sx={{ display: 'block', fontWeight: read ? 400 : 700, overflowWrap: 'anywhere' }}
          >
            {text}
          </Typography>
          <Typography
            variant="body2"
            component="span"
            sx={{ display: 'block', mt: 0.25, color: 'text.secondary' }}
          >
            <time dateTime={createdAt} title={formatDateTime(createdAt)}>
              {formatShortDateTime(createdAt)}
            </time>
          </Typography>
        </Box>
        {!read && <NewLabel />}
      </ListItemButton>
    </li>
  );
}
