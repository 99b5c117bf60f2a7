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
  moderation_cancel,
  moderation_close,
  moderation_report_comment,
  moderation_report_details,
  moderation_report_event,
  moderation_report_failed,
  moderation_report_group,
  moderation_report_message,
  moderation_report_person,
  moderation_report_send,
  moderation_report_sent,
  moderation_report_thanks,
  moderation_report_why,
} from '@neighbourly/i18n/messages';
import { LIMITS, REPORT_REASONS, createReportBodySchema, type ReportSubject } from '@neighbourly/shared';
import { useId, useState } from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '@/components/FormTextField.tsx';
import { isApiError } from '@/lib/api.ts';
import { formatNumber } from '@/lib/dates.ts';
import { zodResolver } from '@/lib/zod.ts';
import { useCreateReport } from '../api/create-report.ts';
import { reportReasonLabel } from '../reasons.ts';

const { reason: reasonSchema, details: detailsSchema } = createReportBodySchema.shape;

// The server's rules for the reason and the details, on the form's two fields; the reason
// starts unchosen ('').
const reportFormSchema = z.object({
  reason: z.union([z.literal(''), reasonSchema]).pipe(reasonSchema),
  details: detailsSchema.unwrap(),
});
type ReportFormInput = z.input<typeof reportFormSchema>;
type ReportFormValues = z.output<typeof reportFormSchema>;

/** What is reported, in words: 'comment', 'event', 'group', 'message', 'person'. */
export type ReportWhat = 'comment' | 'event' | 'group' | 'message' | 'person';

/** The dialog's title: 'Report this comment', in each language's own grammar. */
const REPORT_TITLES: Record<ReportWhat, () => string> = {
  comment: moderation_report_comment,
  event: moderation_report_event,
  group: moderation_report_group,
  message: moderation_report_message,
  person: moderation_report_person,
};

/** A count in the page's digits, ungrouped like the limit it is measured against (2000). */
const digits = (value: number) => String(value).replace(/\d/g, (digit) => formatNumber(Number(digit)));

export interface ReportDialogProps {
  open: boolean;
  onClose: () => void;
  subject: ReportSubject;
  what: ReportWhat;
}

function ReasonChoices({ control }: { control: Control<ReportFormInput, unknown, ReportFormValues> }) {
  const id = useId();
  const { field } = useController({ control, name: 'reason' });
  return (
    <FormControl sx={{ mb: 2 }}>
      <FormLabel id={`${id}-reason`}>{moderation_report_why()}</FormLabel>
      <RadioGroup
        aria-labelledby={`${id}-reason`}
        name={field.name}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
      >
        {REPORT_REASONS.map((value) => (
          <FormControlLabel key={value} value={value} control={<Radio />} label={reportReasonLabel(value)} />
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
        label={moderation_report_details()}
        multiline
        minRows={3}
        fullWidth
        hint={`${digits(length)} / ${digits(LIMITS.reportDetailsMax)}`}
      />
      {failure && (
        <DialogContentText role="alert" sx={{ mt: 2, color: 'error.main' }}>
          {failure}
        </DialogContentText>
      )}
    </>
  );
}

const failureOf = (error: unknown) => (isApiError(error) ? error.message : moderation_report_failed());

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
        <DialogTitle id={`${id}-title`}>
          {sent ? moderation_report_sent() : REPORT_TITLES[what]()}
        </DialogTitle>
        <DialogContent>
          {sent ? (
            <DialogContentText role="status">{moderation_report_thanks()}</DialogContentText>
          ) : (
            <ReportFields control={control} failure={report.error ? failureOf(report.error) : null} />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {sent ? (
            <Button onClick={onClose} variant="contained" autoFocus>
              {moderation_close()}
            </Button>
          ) : (
            <>
              <Button onClick={onClose} color="inherit" disabled={report.isPending}>
                {moderation_cancel()}
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={!formState.isValid}
                loading={report.isPending}
              >
                {moderation_report_send()}
              </Button>
            </>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
