import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { EventComment } from '@neighbourly/shared';
import {
  events_comment_options,
  events_delete_comment,
  events_delete_comment_question,
  events_edit_comment,
  events_toast_comment_delete_failed,
  events_toast_comment_deleted,
} from '@neighbourly/i18n/messages';
import { enqueueSnackbar } from '@/lib/toast.ts';
import { useRef, useState, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { ConfirmDialog } from '@/components/ConfirmDialog.tsx';
import { UserAvatar } from '@/components/UserAvatar.tsx';
import { HiddenCaption, ReportMenu } from '@/features/moderation/index.ts';
import { useDeleteComment } from '../api/delete-comment.ts';
import type { CommentRules } from '../comment-rules.ts';
import { CommentByline } from './CommentByline.tsx';
import { EditCommentForm } from './EditCommentForm.tsx';

/** The author's Edit and Delete, the host's and owner's Delete, and others' ⋮ with Report. */
function CommentActions({
  comment,
  mayEdit,
  mayDelete,
  mayReport,
  editButton,
  onEdit,
  onDelete,
}: Omit<CommentRules, 'mine'> & {
  comment: EventComment;
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

/** One comment: its author and time, its text (or the author's editor), and what the viewer may do. */
export function CommentRow({
  comment,
  mine,
  mayEdit,
  mayDelete,
  mayReport,
}: CommentRules & { comment: EventComment }) {
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
