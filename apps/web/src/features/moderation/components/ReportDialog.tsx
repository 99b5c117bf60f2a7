import Box from '@mui/material/Box';
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
import {
  LIMITS,
  REPORT_REASONS,
  REPORT_REASON_LABELS,
  REPORT_THANKS,
  createReportBodySchema,
  type ReportSubject,
} from '@neighbourly/shared';
import { useId, useState } from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '@/components/FormTextField.tsx';
import { isApiError } from '@/lib/api.ts';
import { zodResolver } from '@/lib/zod.ts';
import { useCreateReport } from '../api/create-report.ts';

const { reason: reasonSchema, details: detailsSchema } = createReportBodySchema.shape;

// The server's rules for the reason and the details, on the form's two fields; the reason
// starts unchosen ('').
const reportFormSchema = z.object({
  reason: z.union([z.literal(''), reasonSchema]).pipe(reasonSchema),
  details: detailsSchema.unwrap(),
});
type ReportFormInput = z.input<typeof reportFormSchema>;
type ReportFormValues = z.output<typeof reportFormSchema>;

export interface ReportDialogProps {
  open: boolean;
  onClose: () => void;
  subject: ReportSubject;
  /** What is reported, in words: 'comment', 'event', 'group', 'message', 'person'. */
  what: string;
}

function ReasonChoices({ control }: { control: Control<ReportFormInput, unknown, ReportFormValues> }) {
  const id = useId();
  const { field } = useController({ control, name: 'reason' });
  return (
    <FormControl sx={{ mb: 2 }}>
      <FormLabel id={`${id}-reason`}>Why are you reporting it?</FormLabel>
      <RadioGroup
        aria-labelledby={`${id}-reason`}
        name={field.name}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
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
  );
}

function ReportFields({
  control,
  failure,
}: {
  control: Control<ReportFormInput, unknown, ReportFormValues>;
  failure: string | null;
}) {
  const length = useWatch({ control, name: 'details' }).length;
  return (
    <>
      <ReasonChoices control={control} />
      <FormTextField
        control={control}
        name="details"
        label="Anything our moderators should know (optional)"
        multiline
        minRows={3}
        fullWidth
        hint={`${length} / ${LIMITS.reportDetailsMax}`}
      />
      {failure && (
        <DialogContentText role="alert" sx={{ mt: 2, color: 'error.main' }}>
          {failure}
        </DialogContentText>
      )}
    </>
  );
}

const failureOf = (error: unknown) =>
  isApiError(error) ? error.message : 'The report could not be sent. Please try again.';

/**
 * The one Report dialog, for every kind of subject: a reason, an optional text, then the thanks.
 * Nothing said here is ever shown to the person reported.
 */
export function ReportDialog({ open, onClose, subject, what }: ReportDialogProps) {
  const id = useId();
  const [sent, setSent] = useState(false);
  const report = useCreateReport();
  const { control, handleSubmit, reset, formState } = useForm<ReportFormInput, unknown, ReportFormValues>({
    resolver: zodResolver(reportFormSchema),
    mode: 'onChange',
    defaultValues: { reason: '', details: '' },
  });

  // Fresh for the next time, once the closing transition is over.
  const freshen = () => {
    reset();
    setSent(false);
    report.reset();
  };

  const onSubmit = handleSubmit(async ({ reason, details }) => {
    const words = details.trim();
    try {
      await report.mutateAsync({ subject, reason, ...(words ? { details: words } : {}) });
    } catch {
      return;
    }
    setSent(true);
  });

  return (
    <Dialog
      open={open}
      onClose={report.isPending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      maxWidth="sm"
      fullWidth
      slotProps={{ transition: { onExited: freshen } }}
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={`${id}-title`}>{sent ? 'Report sent' : `Report this ${what}`}</DialogTitle>
        <DialogContent>
          {sent ? (
            <DialogContentText role="status">{REPORT_THANKS}</DialogContentText>
          ) : (
            <ReportFields control={control} failure={report.error ? failureOf(report.error) : null} />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {sent ? (
            <Button onClick={onClose} variant="contained" autoFocus>
              Close
            </Button>
          ) : (
            <>
              <Button onClick={onClose} color="inherit" disabled={report.isPending}>
                Cancel
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={!formState.isValid}
                loading={report.isPending}
              >
                Send report
              </Button>
            </>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
