import { zodResolver } from '@/lib/zod.ts';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Event, EventComment } from '@neighbourly/shared';
import {
  events_add_a_comment,
  events_add_comment,
  events_cancel,
  events_cannot_comment,
  events_comment_hint,
  events_comment_label,
  events_comment_options,
  events_comments_load_failed,
  events_delete_comment,
  events_delete_comment_question,
  events_edit_comment,
  events_edit_your_comment,
  events_comment_from_fediverse,
  events_edited,
  events_edited_at,
  events_loading_comments,
  events_no_comments,
  events_save,
  events_tab_comments,
  events_toast_comment_added,
  events_toast_comment_delete_failed,
  events_toast_comment_deleted,
  events_toast_comment_failed,
  events_toast_comment_update_failed,
  events_toast_comment_updated,
} from '@neighbourly/i18n/messages';
import { LIMITS, can, commentTextSchema } from '@neighbourly/shared';
import { enqueueSnackbar } from '@/lib/toast.ts';
import { useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { paths } from '@/lib/paths.ts';
import { ConfirmDialog } from '@/components/ConfirmDialog.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { useGroup, useOwnBan } from '@/features/groups/index.ts';
import { EmptyState } from '@/components/EmptyState.tsx';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { UserAvatar } from '@/components/UserAvatar.tsx';
import { FormTextField } from '@/components/FormTextField.tsx';
import { ListError } from '@/components/ListError.tsx';
import { formatDateTime } from '@/lib/dates.ts';
import { HiddenCaption, ReportMenu } from '@/features/moderation/index.ts';
import { useAddComment } from '../api/add-comment.ts';
import { useDeleteComment } from '../api/delete-comment.ts';
import { useEventComments } from '../api/get-event-comments.ts';
import { useUpdateComment } from '../api/update-comment.ts';

const commentFormSchema = z.object({ comment: commentTextSchema });
type CommentFormValues = z.infer<typeof commentFormSchema>;

/** The author's text in place of the comment, with Save and Cancel; Escape cancels too. */
function EditCommentForm({ comment, onClose }: { comment: EventComment; onClose: () => void }) {
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

/** Who wrote the comment (a link to their profile), when, and whether it was edited since. */
function CommentByline({ comment }: { comment: EventComment }) {
  const remote = comment.remoteAuthor;
  const name = remote ? remote.name : comment.user?.name || comment.user?.id;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'baseline',
        columnGap: 1.25,
        minWidth: 0,
        flex: 1,
      }}
    >
      {remote ? (
        // A reply from the fediverse (issue #30): its author's profile is on their own server.
        <>
          {remote.url ? (
            <Link
              href={remote.url}
              rel="nofollow noopener noreferrer ugc"
              target="_blank"
              underline="hover"
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
              dir="auto"
            >
              {name}
            </Link>
          ) : (
            <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} dir="auto">
              {name}
            </Typography>
          )}
          <Typography
            variant="body2"
            component="span"
            sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
          >
            <bdi dir="ltr">@{remote.handle}</bdi> ·{' '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {events_comment_from_fediverse()}
            </Box>
          </Typography>
        </>
      ) : (
        <Link
          href={paths.profile.getHref(comment.user?.id ?? '')}
          underline="hover"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          dir="auto"
        >
          {name}
        </Link>
      )}
      <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
        <time dateTime={comment.timestamp}>{formatDateTime(comment.timestamp)}</time>
        {comment.editedAt && (
          <>
            {' '}
            <span title={events_edited_at({ time: formatDateTime(comment.editedAt) })}>
              {events_edited()}
            </span>
          </>
        )}
      </Typography>
    </Box>
  );
}

/** The author's Edit and Delete, the host's and owner's Delete, and others' ⋮ with Report. */
function CommentActions({
  comment,
  mayEdit,
  mayDelete,
  mayReport,
  editButton,
  onEdit,
  onDelete,
}: {
  comment: EventComment;
  mayEdit: boolean;
  mayDelete: boolean;
  mayReport: boolean;
  editButton: Ref<HTMLButtonElement>;
  onEdit: () => void;
  onDelete: () => void;
}) {
  if (!mayEdit && !mayDelete && !mayReport) return null;
  return (
    <Box sx={{ display: 'flex', flexShrink: 0, mt: -0.75, mr: -0.75 }}>
      {mayEdit && (
        <Tooltip title={events_edit_comment()}>
          <IconButton ref={editButton} size="small" aria-label={events_edit_comment()} onClick={onEdit}>
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {mayDelete && (
        <Tooltip title={events_delete_comment()}>
          <IconButton size="small" aria-label={events_delete_comment()} onClick={onDelete}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {mayReport && (
        <ReportMenu
          subject={{ type: 'COMMENT', commentId: comment.id }}
          what="comment"
          label={events_comment_options()}
          size="small"
        />
      )}
    </Box>
  );
}

function CommentRow({
  comment,
  mine,
  mayEdit,
  mayDelete,
  mayReport,
}: {
  comment: EventComment;
  /** The viewer wrote it: a hidden comment's caption says only they and the moderators see it. */
  mine: boolean;
  mayEdit: boolean;
  mayDelete: boolean;
  /** Signed in and not its author: the ⋮ menu with Report (issue #27). */
  mayReport: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const deleteComment = useDeleteComment();
  const editButton = useRef<HTMLButtonElement>(null);

  // Back to the Edit button once the editor is gone, so the keyboard user stays in place.
  const closeEditor = () => {
    flushSync(() => setEditing(false));
    editButton.current?.focus();
  };

  const confirmDelete = async () => {
    try {
      await deleteComment.mutateAsync({ groupId: comment.groupId, eventId: comment.eventId, id: comment.id });
    } catch {
      enqueueSnackbar(events_toast_comment_delete_failed(), { variant: 'error' });
      return;
    }
    setConfirming(false);
    enqueueSnackbar(events_toast_comment_deleted(), { variant: 'success' });
  };

  return (
    <ListItem divider alignItems="flex-start" sx={{ gap: 1.5, px: { xs: 0, sm: 1 }, py: 1.75 }}>
      <UserAvatar
        user={
          comment.user ?? { id: comment.remoteAuthor?.handle ?? '', name: comment.remoteAuthor?.name ?? null }
        }
        aria-hidden
        alt=""
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <CommentByline comment={comment} />
          {!editing && (
            <CommentActions
              comment={comment}
              mayEdit={mayEdit}
              mayDelete={mayDelete}
              mayReport={mayReport}
              editButton={editButton}
              onEdit={() => setEditing(true)}
              onDelete={() => setConfirming(true)}
            />
          )}
        </Box>
        {editing ? (
          <EditCommentForm comment={comment} onClose={closeEditor} />
        ) : (
          <Typography
            dir="auto"
            // 'start' follows the comment's own direction (the list item's 'left' is flipped in Persian).
            sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere', textAlign: 'start' }}
          >
            {comment.comment}
          </Typography>
        )}
        {/* Only its author (and moderators) still get a hidden comment, with why (issue #27). */}
        <HiddenCaption hidden={comment.hidden} mine={mine} sx={{ mt: 0.75 }} />
      </Box>
      <ConfirmDialog
        open={confirming}
        message={events_delete_comment_question()}
        loading={deleteComment.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirming(false)}
      />
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
  const may = (comment: EventComment, action: 'edit' | 'delete') =>
    !(banned && action === 'edit') &&
    can(user?.id ?? null, action, {
      kind: 'comment',
      // A reply from the fediverse has no local author: the host and the owner may delete it.
      authorId: comment.user?.id ?? '',
      eventHostId: event.hostId,
      groupOwnerId: group?.owner.id ?? null,
      seesEventDetails: event.areAllFieldsAvailable,
    });

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
            <CommentRow
              key={comment.id}
              comment={comment}
              mine={comment.user !== null && user?.id === comment.user.id}
              mayEdit={may(comment, 'edit')}
              mayDelete={may(comment, 'delete')}
              mayReport={user !== null && user.id !== comment.user?.id}
            />
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
