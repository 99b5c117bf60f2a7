import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
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

export const NO_MESSAGES = "You don't have any messages yet.";

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
        <IconButton href={paths.messages.getHref()} aria-label="Back to conversations">
          <ArrowBackIcon sx={mirrorInRtl} />
        </IconButton>
      )}
      <UserAvatar user={user} alt="" aria-hidden size={36} />
      <Typography variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 700, flex: 1, minWidth: 0 }} noWrap>
        <Link href={paths.profile.getHref(user.id)} underline="hover" color="inherit">
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
      aria-label={`Messages with ${name}`}
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
        <PageSpinner label="Loading messages" minHeight={160} />
      ) : query.isError ? (
        <ListError onRetry={() => void query.refetch()}>The messages could not be loaded.</ListError>
      ) : messages.length === 0 ? (
        <EmptyState>{NO_MESSAGES}</EmptyState>
      ) : (
        <>
          {hasNextPage && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
              <Button size="small" onClick={loadOlder} loading={isFetchingNextPage}>
                Show older messages
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
                sender={message.userId === selfId ? 'You' : name}
              />
            ))}
          </Box>
        </>
      )}
    </Box>
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
            You have blocked {user.name || user.id}: neither of you can write to the other.{' '}
            <Link href={paths.settings.getHref('blockedPeople')}>Unblock them in Settings</Link>.
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
      <EmptyState>{NO_MESSAGES}</EmptyState>
    </Box>
  );
}
