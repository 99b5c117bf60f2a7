import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import type { Event } from '@neighbourly/shared';
import {
  events_cannot_comment,
  events_comments_load_failed,
  events_loading_comments,
  events_no_comments,
  events_tab_comments,
} from '@neighbourly/i18n/messages';
import { useAuth } from '@/features/auth/index.ts';
import { useGroup, useOwnBan } from '@/features/groups/index.ts';
import { EmptyState } from '@/components/EmptyState.tsx';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { ListError } from '@/components/ListError.tsx';
import { useEventComments } from '../api/get-event-comments.ts';
import { commentRules, type CommentViewer } from '../comment-rules.ts';
import { AddCommentForm } from './AddCommentForm.tsx';
import { CommentRow } from './CommentRow.tsx';

/**
 * The Comments tab: the comments, oldest first, then a textarea and 'Add comment'.
 * Authors edit and delete their own; the host and the group's owner delete any (issue #13).
 */
export function CommentsPanel({ event }: { event: Event }) {
  const comments = useEventComments({ groupId: event.groupId, eventId: event.eventId }, true);
  const { user } = useAuth();
  // The owner may delete any comment; until the group loads, only the author and host see Delete.
  const { data: group } = useGroup(event.groupId);
  // Someone the group's owner banned neither adds nor edits comments; deleting stays theirs.
  const banned = useOwnBan(event.groupId, user !== null).data != null;
  const viewer: CommentViewer = {
    userId: user?.id ?? null,
    banned,
    eventHostId: event.hostId,
    groupOwnerId: group?.owner.id ?? null,
    seesEventDetails: event.areAllFieldsAvailable,
  };

  return (
    <Box sx={{ maxWidth: 760 }}>
      {comments.isPending ? (
        <PageSpinner label={events_loading_comments()} minHeight={160} />
      ) : comments.isError ? (
        <ListError onRetry={() => void comments.refetch()}>{events_comments_load_failed()}</ListError>
      ) : comments.data.length === 0 ? (
        <EmptyState icon={<ChatBubbleOutlineIcon />}>{events_no_comments()}</EmptyState>
      ) : (
        <List aria-label={events_tab_comments()} disablePadding>
          {comments.data.map((comment) => (
            <CommentRow key={comment.id} comment={comment} {...commentRules(viewer, comment)} />
          ))}
        </List>
      )}
      {banned ? (
        <Typography variant="body2" sx={{ mt: 3, color: 'text.secondary' }}>
          {events_cannot_comment()}
        </Typography>
      ) : (
        <AddCommentForm event={event} />
      )}
    </Box>
  );
}
