import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useAuth } from '@/features/auth/index.ts';
import { useConfig } from '@/lib/config.ts';
import { paths } from '@/lib/paths.ts';
import { useConversations } from '../api/get-conversations.ts';
import { totalUnread } from '../cache.ts';

/** The header's Messages entry, with the number of unread messages; only while messaging is on. */
export function MessagesNavButton() {
  const { user } = useAuth();
  const { data: config } = useConfig();
  const enabled = !!user && config?.messagingEnabled === true;
  const { data: conversations } = useConversations(enabled);
  if (!enabled) return null;
  const unread = totalUnread(conversations);
  const label = unread === 0 ? 'Messages' : `Messages, ${unread} unread`;
  return (
    <Tooltip title="Messages">
      <IconButton href={paths.messages.getHref()} aria-label={label} color="primary">
        <Badge badgeContent={unread} color="error" max={99} data-testid="unread-badge">
          <MailOutlineIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
