import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import { messaging_title } from '@neighbourly/i18n/messages';
import { UnreadIconLink } from '@/components/UnreadIconLink.tsx';
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
  return (
    <UnreadIconLink
      label={messaging_title()}
      href={paths.messages.getHref()}
      unread={totalUnread(conversations)}
      icon={<MailOutlineIcon />}
      badgeTestId="unread-badge"
    />
  );
}
