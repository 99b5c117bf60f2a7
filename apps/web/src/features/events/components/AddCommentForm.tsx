import { zodResolver } from '@/lib/zod.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Event } from '@neighbourly/shared';
import {
  events_add_a_comment,
  events_add_comment,
  events_comment_hint,
  events_comment_label,
  events_toast_comment_added,
  events_toast_comment_failed,
} from '@neighbourly/i18n/messages';
import { LIMITS } from '@neighbourly/shared';
import { enqueueSnackbar } from '@/lib/toast.ts';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/FormTextField.tsx';
import { useAddComment } from '../api/add-comment.ts';
import { commentFormSchema, type CommentFormValues } from './comment-form.ts';

/** A textarea and 'Add comment' under the comments; emptied once the comment is added. */
export function AddCommentForm({ event }: { event: Event }) {
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
      enqueueSnackbar(events_toast_comment_failed(), { variant: 'error' });
      return;
    }
    reset({ comment: '' });
    enqueueSnackbar(events_toast_comment_added(), { variant: 'success' });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={events_add_a_comment()} sx={{ mt: 3 }}>
      <FormTextField
        control={control}
        name="comment"
        label={events_comment_label()}
        multiline
        minRows={3}
        maxLength={LIMITS.commentMax}
        showCount
        hint={events_comment_hint()}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={!isValid || addComment.isPending}
        loading={addComment.isPending}
        sx={{ mt: 1.5 }}
      >
        {events_add_comment()}
      </Button>
    </Box>
  );
}
