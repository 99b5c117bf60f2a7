import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import {
  messaging_conversations,
  messaging_no_conversations,
  messaging_unread,
} from '@neighbourly/i18n/messages';
import type { Conversation } from '@neighbourly/shared';
import { EmptyState } from '@/components/EmptyState.tsx';
import { VisuallyHidden } from '@/components/VisuallyHidden.tsx';
import { UserAvatar } from '@/components/UserAvatar.tsx';
import { formatDateTime, formatNumber, formatShortDateTime } from '@/lib/dates.ts';
import { paths } from '@/lib/paths.ts';

/** The number of messages not opened yet, as a red pill. */
function UnreadCount({ count }: { count: number }) {
  return (
    <Box
      component="span"
      sx={{
        minWidth: 22,
        height: 22,
        px: 0.75,
        borderRadius: 11,
        bgcolor: 'error.main',
        color: 'error.contrastText',
        fontSize: '0.75rem',
        fontWeight: 700,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
      }}
    >
      {count > 99 ? `${formatNumber(99)}+` : formatNumber(count)}
      <VisuallyHidden component="span"> {messaging_unread()}</VisuallyHidden>
    </Box>
  );
}

function ConversationRow({ conversation, selected }: { conversation: Conversation; selected: boolean }) {
  const { user, unreadCount, timestamp } = conversation;
  const name = user.name || user.id;
  return (
    <li>
      <ListItemButton
        href={paths.messages.getHref(user.id)}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        sx={{ gap: 1.5, py: 1.25 }}
      >
        <ListItemAvatar sx={{ minWidth: 0 }}>
          <UserAvatar user={user} alt="" aria-hidden />
        </ListItemAvatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <Typography
              component="span"
              sx={{ flex: 1, minWidth: 0, fontWeight: unreadCount > 0 ? 700 : 600 }}
              noWrap
              dir="auto"
            >
              {name}
            </Typography>
            <Typography variant="caption" component="span" sx={{ color: 'text.secondary', flexShrink: 0 }}>
              <time dateTime={timestamp} title={formatDateTime(timestamp)}>
                {formatShortDateTime(timestamp)}
              </time>
            </Typography>
          </Box>
          <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }} noWrap>
            @{user.id}
          </Typography>
        </Box>
        {unreadCount > 0 && <UnreadCount count={unreadCount} />}
      </ListItemButton>
    </li>
  );
}

/** The conversations, most recent first; each a link that opens it. */
export function ConversationList({
  conversations,
  selectedId,
}: {
  conversations: Conversation[];
  selectedId: string | null;
}) {
  if (conversations.length === 0) return <EmptyState>{messaging_no_conversations()}</EmptyState>;
  return (
    <List aria-label={messaging_conversations()} disablePadding>
      {conversations.map((conversation) => (
        <ConversationRow
          key={conversation.user.id}
          conversation={conversation}
          selected={conversation.user.id === selectedId}
        />
      ))}
    </List>
  );
}
