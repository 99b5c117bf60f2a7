import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { shell_cancel, shell_confirm, shell_confirm_title } from '@neighbourly/i18n/messages';

export interface ConfirmDialogProps {
  open: boolean;
  /** Defaults to 'Confirmation' (in the page's language). */
  title?: string;
  message: ReactNode;
  confirmText?: string;
  cancelText?: string;
  onConfirm: () => void;
  onClose: () => void;
  /** While true the confirm button shows a spinner and the dialog cannot be dismissed. */
  loading?: boolean;
  /** 'error' (the default) for what destroys; 'primary' for a choice that only saves. */
  confirmColor?: 'error' | 'primary';
}

/** The dialog itself; ConfirmDialog loads it when it first opens. */
export function ConfirmDialogView({
  open,
  title = shell_confirm_title(),
  message,
  confirmText = shell_confirm(),
  cancelText = shell_cancel(),
  onConfirm,
  onClose,
  loading = false,
  confirmColor = 'error',
}: ConfirmDialogProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const messageId = `${id}-message`;
  return (
    <Dialog
      open={open}
      onClose={loading ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} component="div">
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {/* Focus starts on Cancel, so Enter never destroys by accident. */}
        <Button onClick={onClose} disabled={loading} color="inherit" autoFocus>
          {cancelText}
        </Button>
        <Button onClick={onConfirm} loading={loading} variant="contained" color={confirmColor}>
          {confirmText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
