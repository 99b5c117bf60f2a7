import { zodResolver } from '@/lib/zod.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { EventComment } from '@neighbourly/shared';
import {
  events_cancel,
  events_edit_comment,
  events_edit_your_comment,
  events_save,
  events_toast_comment_update_failed,
  events_toast_comment_updated,
} from '@neighbourly/i18n/messages';
import { LIMITS } from '@neighbourly/shared';
import { enqueueSnackbar } from '@/lib/toast.ts';
import type { KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/FormTextField.tsx';
import { useUpdateComment } from '../api/update-comment.ts';
import { commentFormSchema, type CommentFormValues } from './comment-form.ts';

/** The author's text in place of the comment, with Save and Cancel; Escape cancels too. */
export function EditCommentForm({ comment, onClose }: { comment: EventComment; onClose: () => void }) {
  const updateComment = useUpdateComment();
  const {
    control,
    handleSubmit,
    formState: { isValid, isDirty },
  } = useForm<CommentFormValues>({
    resolver: zodResolver(commentFormSchema),
    mode: 'onChange',
    defaultValues: { comment: comment.comment },
  });

  const onSubmit = handleSubmit(async ({ comment: text }) => {
    try {
      await updateComment.mutateAsync({
        groupId: comment.groupId,
        eventId: comment.eventId,
        id: comment.id,
        comment: text,
      });
    } catch {
      enqueueSnackbar(events_toast_comment_update_failed(), { variant: 'error' });
      return;
    }
    enqueueSnackbar(events_toast_comment_updated(), { variant: 'success' });
    onClose();
  });

  const cancelOnEscape = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || updateComment.isPending) return;
    e.stopPropagation();
    onClose();
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      onKeyDown={cancelOnEscape}
      aria-label={events_edit_comment()}
      sx={{ mt: 1 }}
    >
      <FormTextField
        control={control}
        name="comment"
        label={events_edit_your_comment()}
        multiline
        minRows={2}
        maxLength={LIMITS.commentMax}
        showCount
        autoFocus
        // The caret after the text, where people continue writing.
        onFocus={(e) =>
          e.currentTarget.setSelectionRange(e.currentTarget.value.length, e.currentTarget.value.length)
        }
      />
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button
          type="submit"
          variant="contained"
          size="small"
          // Unchanged text has nothing to save (and would not count as an edit).
          disabled={!isValid || !isDirty || updateComment.isPending}
          loading={updateComment.isPending}
        >
          {events_save()}
        </Button>
        <Button size="small" color="inherit" onClick={onClose} disabled={updateComment.isPending}>
          {events_cancel()}
        </Button>
      </Box>
    </Box>
  );
}
