import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  messaging_back_to_conversations,
  messaging_blocked_notice,
  messaging_blocked_notice_link,
  messaging_loading_messages,
  messaging_messages_load_failed,
  messaging_messages_with,
  messaging_no_messages,
  messaging_show_older,
  messaging_you,
} from '@neighbourly/i18n/messages';
import type { UserSummary } from '@neighbourly/shared';
import { useCallback } from 'react';
import { EmptyState } from '@/components/EmptyState.tsx';
import { ListError } from '@/components/ListError.tsx';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { UserAvatar } from '@/components/UserAvatar.tsx';
import { paths } from '@/lib/paths.ts';
import { useMessages } from '../api/get-messages.ts';
import { flattenPages } from '../cache.ts';
import { useMessageScroll } from '../hooks/use-message-scroll.ts';
import { ConversationMenu } from './ConversationMenu.tsx';
import { MessageBubble } from './MessageBubble.tsx';
import { MessageComposer } from './MessageComposer.tsx';
import { mirrorInRtl } from '@/components/mirror-in-rtl.ts';

/** Who the conversation is with; on phones a back button to the list comes first. */
function PaneHeader({ user, blocked, showBack }: { user: UserSummary; blocked: boolean; showBack: boolean }) {
  const name = user.name || user.id;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: { xs: 1, sm: 2 },
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {showBack && (
        <IconButton href={paths.messages.getHref()} aria-label={messaging_back_to_conversations()}>
          <ArrowBackIcon sx={mirrorInRtl} />
        </IconButton>
      )}
      <UserAvatar user={user} alt="" aria-hidden size={36} />
      <Typography variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 700, flex: 1, minWidth: 0 }} noWrap>
        <Link href={paths.profile.getHref(user.id)} underline="hover" color="inherit" dir="auto">
          {name}
        </Link>
      </Typography>
      <ConversationMenu user={user} blocked={blocked} />
    </Box>
  );
}

/** The conversation's messages, oldest at the top, fetched a page further back as one scrolls up. */
function MessageHistory({ user, selfId }: { user: UserSummary; selfId: string }) {
  const query = useMessages(user.id);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const messages = flattenPages(query.data);
  const loadOlder = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const { container, onScroll } = useMessageScroll({ conversation: user.id, messages, selfId, loadOlder });
  const name = user.name || user.id;

  return (
    <Box
      ref={container}
      onScroll={onScroll}
      tabIndex={0}
      role="region"
      aria-label={messaging_messages_with({ name })}
      sx={{
        flex: 1,
        minHeight: 0,
        overflowY: 'auto',
        overflowAnchor: 'none',
        px: { xs: 1.5, sm: 2.5 },
        py: 2,
      }}
    >
      {query.isPending ? (
        <PageSpinner label={messaging_loading_messages()} minHeight={160} />
      ) : query.isError ? (
        <ListError onRetry={() => void query.refetch()}>{messaging_messages_load_failed()}</ListError>
      ) : messages.length === 0 ? (
        <EmptyState>{messaging_no_messages()}</EmptyState>
      ) : (
        <>
          {hasNextPage && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
              <Button size="small" onClick={loadOlder} loading={isFetchingNextPage}>
                {messaging_show_older()}
              </Button>
            </Box>
          )}
          <Box
            component="ol"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
          >
            {messages.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                mine={message.userId === selfId}
                sender={message.userId === selfId ? messaging_you() : name}
              />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}

/** Why there is no textarea: the person is blocked, with the way to Settings to unblock them. */
function BlockedNotice({ name }: { name: string }) {
  // The link goes where the sentence puts {link}, in whatever order the language has.
  const marker = '\u0000';
  const [before = '', after = ''] = messaging_blocked_notice({ name, link: marker }).split(marker);
  return (
    <>
      {before}
      <Link href={paths.settings.getHref('blockedPeople')}>{messaging_blocked_notice_link()}</Link>
      {after}
    </>
  );
}

/** The open conversation: header, history, and the textarea (or, once blocked, why there is none). */
export function MessagePane({
  user,
  selfId,
  blocked,
  showBack,
}: {
  user: UserSummary;
  selfId: string;
  blocked: boolean;
  showBack: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <PaneHeader user={user} blocked={blocked} showBack={showBack} />
      <MessageHistory user={user} selfId={selfId} />
      <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
        {blocked ? (
          <Alert severity="info" sx={{ m: { xs: 1.5, sm: 2 } }}>
            <BlockedNotice name={user.name || user.id} />
          </Alert>
        ) : (
          <MessageComposer key={user.id} userId={user.id} />
        )}
      </Box>
    </Box>
  );
}

/** The pane before any conversation is chosen (or when there is none). */
export function EmptyPane() {
  return (
    <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <EmptyState>{messaging_no_messages()}</EmptyState>
    </Box>
  );
}
