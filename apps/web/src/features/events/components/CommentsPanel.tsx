import { zodResolver } from '@hookform/resolvers/zod';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { Event, EventComment } from '@neighbourly/shared';
import { LIMITS, TOASTS, commentTextSchema } from '@neighbourly/shared';
import { enqueueSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { paths } from '@/app/paths.ts';
import { EmptyState } from '@/components/EmptyState.tsx';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { UserAvatar } from '@/components/UserAvatar.tsx';
import { FormTextField } from '@/components/FormTextField.tsx';
import { ListError } from '@/components/ListError.tsx';
import { formatDateTime } from '@/lib/dates.ts';
import { useAddComment } from '../api/add-comment.ts';
import { useEventComments } from '../api/get-event-comments.ts';

const commentFormSchema = z.object({ comment: commentTextSchema });
type CommentFormValues = z.infer<typeof commentFormSchema>;

function CommentRow({ comment }: { comment: EventComment }) {
  const name = comment.user.name || comment.user.id;
  return (
    <ListItem divider alignItems="flex-start" sx={{ gap: 1.5, px: { xs: 0, sm: 1 }, py: 1.75 }}>
      <UserAvatar user={comment.user} aria-hidden alt="" />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.25 }}>
          <Link
            href={paths.profile.getHref(comment.user.id)}
            underline="hover"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {name}
          </Link>
          <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
            <time dateTime={comment.timestamp}>{formatDateTime(comment.timestamp)}</time>
          </Typography>
        </Box>
        <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {comment.comment}
        </Typography>
      </Box>
    </ListItem>
  );
}

function AddCommentForm({ event }: { event: Event }) {
  const addComment = useAddComment();
  const {
    control,
    handleSubmit,
    reset,
    formState: { isValid },
  } = useForm<CommentFormValues>({
    resolver: zodResolver(commentFormSchema),
    mode: 'onChange',
    defaultValues: { comment: '' },
  });

  const onSubmit = handleSubmit(async ({ comment }) => {
    try {
      await addComment.mutateAsync({ groupId: event.groupId, eventId: event.eventId, comment });
    } catch {
      enqueueSnackbar(TOASTS.commentFailed, { variant: 'error' });
      return;
    }
    reset({ comment: '' });
    enqueueSnackbar(TOASTS.commentAdded, { variant: 'success' });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Add a comment" sx={{ mt: 3 }}>
      <FormTextField
        control={control}
        name="comment"
        label="Comment"
        multiline
        minRows={3}
        maxLength={LIMITS.commentMax}
        showCount
        hint="Be kind: everyone who can see the event reads it."
      />
      <Button
        type="submit"
        variant="contained"
        disabled={!isValid || addComment.isPending}
        loading={addComment.isPending}
        sx={{ mt: 1.5 }}
      >
        Add comment
      </Button>
    </Box>
  );
}

/** The Comments tab (spec §2): the comments, oldest first, then a textarea and 'Add comment'. */
export function CommentsPanel({ event }: { event: Event }) {
  const comments = useEventComments({ groupId: event.groupId, eventId: event.eventId }, true);

  return (
    <Box sx={{ maxWidth: 760 }}>
      {comments.isPending ? (
        <PageSpinner label="Loading comments" minHeight={160} />
      ) : comments.isError ? (
        <ListError onRetry={() => void comments.refetch()}>The comments could not be loaded.</ListError>
      ) : comments.data.length === 0 ? (
        <EmptyState icon={<ChatBubbleOutlineIcon />}>No comments yet. Start the conversation!</EmptyState>
      ) : (
        <List aria-label="Comments" disablePadding>
          {comments.data.map((comment) => (
            <CommentRow key={comment.id} comment={comment} />
          ))}
        </List>
      )}
      <AddCommentForm event={event} />
    </Box>
  );
}
