import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import {
  LIMITS,
  REPORT_REASONS,
  REPORT_REASON_LABELS,
  REPORT_THANKS,
  type ReportReason,
  type ReportSubject,
} from '@neighbourly/shared';
import { useId, useState } from 'react';
import { isApiError } from '@/lib/api.ts';
import { useCreateReport } from '../api/create-report.ts';

export interface ReportDialogProps {
  open: boolean;
  onClose: () => void;
  subject: ReportSubject;
  /** What is reported, in words: 'comment', 'event', 'group', 'message', 'person'. */
  what: string;
}

/**
 * The one Report dialog, for every kind of subject: a reason, an optional text, then the thanks.
 * Nothing said here is ever shown to the person reported.
 */
// eslint-disable-next-line max-lines-per-function -- the form of every subject type; to be split into a react-hook-form form (issue #27)
export function ReportDialog({ open, onClose, subject, what }: ReportDialogProps) {
  const id = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [sent, setSent] = useState(false);
  const report = useCreateReport();
  const tooLong = details.length > LIMITS.reportDetailsMax;

  const close = () => {
    onClose();
    // Fresh for the next time, once the closing transition is over.
    setTimeout(() => {
      setReason('');
      setDetails('');
      setSent(false);
      report.reset();
    }, 300);
  };

  const send = async () => {
    if (!reason || tooLong) return;
    try {
      await report.mutateAsync({ subject, reason, ...(details.trim() ? { details: details.trim() } : {}) });
    } catch {
      return;
    }
    setSent(true);
  };

  const failure = report.error
    ? isApiError(report.error)
      ? report.error.message
      : 'The report could not be sent. Please try again.'
    : null;

  return (
    <Dialog
      open={open}
      onClose={report.isPending ? undefined : close}
      aria-labelledby={`${id}-title`}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{sent ? 'Report sent' : `Report this ${what}`}</DialogTitle>
      <DialogContent>
        {sent ? (
          <DialogContentText role="status">{REPORT_THANKS}</DialogContentText>
        ) : (
          <>
            <FormControl sx={{ mb: 2 }}>
              <FormLabel id={`${id}-reason`}>Why are you reporting it?</FormLabel>
              <RadioGroup
                aria-labelledby={`${id}-reason`}
                value={reason}
                onChange={(event) => setReason(event.target.value as ReportReason)}
              >
                {REPORT_REASONS.map((value) => (
                  <FormControlLabel
                    key={value}
                    value={value}
                    control={<Radio />}
                    label={REPORT_REASON_LABELS[value]}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            <TextField
              label="Anything our moderators should know (optional)"
              multiline
              minRows={3}
              fullWidth
              value={details}
              onChange={(event) => setDetails(event.target.value)}
              error={tooLong}
              helperText={`${details.length} / ${LIMITS.reportDetailsMax}`}
            />
            {failure && (
              <DialogContentText role="alert" sx={{ mt: 2, color: 'error.main' }}>
                {failure}
              </DialogContentText>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {sent ? (
          <Button onClick={close} variant="contained" autoFocus>
            Close
          </Button>
        ) : (
          <>
            <Button onClick={close} color="inherit" disabled={report.isPending}>
              Cancel
            </Button>
            <Button
              onClick={() => void send()}
              variant="contained"
              disabled={!reason || tooLong}
              loading={report.isPending}
            >
              Send report
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
