import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { LIMITS } from '@neighbourly/shared';
import { useId, useState } from 'react';

/** Asks the moderator why, before an action (the reason goes to the log, never to the reported). */
export function DismissDialog({
  open,
  loading,
  onConfirm,
  onClose,
}: {
  open: boolean;
  loading: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const valid = reason.trim().length > 0 && reason.length <= LIMITS.moderationReasonMax;
  return (
    <Dialog
      open={open}
      onClose={loading ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>Dismiss these reports?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          The reports are closed with no action. Each reporter is told we did not find a breach.
        </DialogContentText>
        <TextField
          label="Reason (for the moderation log)"
          fullWidth
          multiline
          minRows={2}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          helperText={`${reason.length} / ${LIMITS.moderationReasonMax}`}
          error={reason.length > LIMITS.moderationReasonMax}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={loading}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={!valid}
          loading={loading}
          onClick={() => onConfirm(reason.trim())}
        >
          Dismiss
        </Button>
      </DialogActions>
    </Dialog>
  );
}
