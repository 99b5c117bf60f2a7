import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  messaging_conversations,
  messaging_conversations_load_failed,
  messaging_document_title_with,
  messaging_loading_conversations,
  messaging_opening_conversation,
  messaging_title,
} from '@neighbourly/i18n/messages';
import { useParams } from 'react-router';
import { ListError } from '@/components/ListError.tsx';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useBlocks } from '../api/get-blocks.ts';
import { useConversations } from '../api/get-conversations.ts';
import { ConversationList } from '../components/ConversationList.tsx';
import { EmptyPane, MessagePane } from '../components/MessagePane.tsx';
import { useOpenConversation, useSelectedConversation } from '../hooks/use-selected-conversation.ts';

/** Below 600 px the list and the open conversation are two screens. */
const isPhoneQuery = (theme: Theme) => theme.breakpoints.down('sm');

function ConversationsColumn({ hidden, children }: { hidden: boolean; children: React.ReactNode }) {
  return (
    <Box
      component="nav"
      aria-label={messaging_conversations()}
      sx={{
        display: hidden ? 'none' : 'block',
        overflowY: 'auto',
        minHeight: 0,
        borderRight: { sm: 1 },
        borderColor: { sm: 'divider' },
      }}
    >
      {children}
    </Box>
  );
}

/**
 * `/messages` and `/messages/:recipientId` (signed-in, messaging on): the conversations on the
 * left, the open one on the right, the textarea under it. On phones, the list at /messages and
 * the conversation at /messages/{id}, with a back button.
 */
export default function MessagesPage() {
  const { recipientId } = useParams();
  const { user } = useAuth();
  const isPhone = useMediaQuery(isPhoneQuery);
  const conversations = useConversations();
  const blocks = useBlocks();
  const { selected, starting } = useSelectedConversation(recipientId, conversations.data, isPhone);
  useOpenConversation(selected);
  useDocumentTitle(
    selected
      ? messaging_document_title_with({ name: selected.user.name || selected.user.id })
      : messaging_title(),
  );
  const showPane = !isPhone || !!recipientId;
  const blocked = !!selected && !!blocks.data?.some((b) => b.id === selected.user.id);

  return (
    <Container
      maxWidth="lg"
      sx={{ py: { xs: 1.5, sm: 3 }, px: { xs: 1, sm: 3 }, display: 'flex', flexDirection: 'column' }}
    >
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, mb: { xs: 1, sm: 2 }, px: { xs: 1, sm: 0 } }}
      >
        {messaging_title()}
      </Typography>
      <Paper
        variant="outlined"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '300px minmax(0, 1fr)' },
          height: { xs: 'calc(100dvh - 140px)', sm: 'calc(100dvh - 200px)' },
          minHeight: 420,
          overflow: 'hidden',
        }}
      >
        <ConversationsColumn hidden={isPhone && !!recipientId}>
          {conversations.isPending ? (
            <PageSpinner label={messaging_loading_conversations()} minHeight={160} />
          ) : conversations.isError ? (
            <Box sx={{ p: 2 }}>
              <ListError onRetry={() => void conversations.refetch()}>
                {messaging_conversations_load_failed()}
              </ListError>
            </Box>
          ) : (
            <ConversationList conversations={conversations.data} selectedId={selected?.user.id ?? null} />
          )}
        </ConversationsColumn>
        {showPane && (
          <Box sx={{ minHeight: 0, display: 'flex', flexDirection: 'column' }}>
            {selected && user ? (
              <MessagePane user={selected.user} selfId={user.id} blocked={blocked} showBack={isPhone} />
            ) : starting || conversations.isPending ? (
              <PageSpinner label={messaging_opening_conversation()} minHeight={160} />
            ) : (
              <EmptyPane />
            )}
          </Box>
        )}
      </Paper>
    </Container>
  );
}
