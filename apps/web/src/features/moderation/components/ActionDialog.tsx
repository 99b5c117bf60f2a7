import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import {
  moderation_action_failed,
  moderation_cancel,
  moderation_reason_label,
  moderation_someone_else_acted,
  moderation_until_chosen,
  moderation_until_hint,
  moderation_until_label,
} from '@neighbourly/i18n/messages';
import {
  LIMITS,
  MESSAGES,
  moderationReasonSchema,
  type ModerationAction,
  type ModerationQueueItem,
} from '@neighbourly/shared';
import { enqueueSnackbar } from '@/lib/toast.ts';
import { useId } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '@/components/FormTextField.tsx';
import { isApiError } from '@/lib/api.ts';
import { fromDateTimeInput } from '@/lib/date-inputs.ts';
import { formatDigits, formatPickerDateTime } from '@/lib/dates.ts';
import { zodResolver } from '@/lib/zod.ts';
import { useModerationAction } from '../api/act.ts';
import { ACTION_TEXTS, DISMISS_HELD_EXPLAINS, RESTORE_HELD_EXPLAINS } from '../labels.ts';

/** An end in the future, or none (the suspension lasts until lifted). */
const untilSchema = z.string().refine((value) => {
  if (value === '') return true;
  const instant = fromDateTimeInput(value);
  return instant !== null && Date.parse(instant) > Date.now();
}, MESSAGES.suspendUntil);

const actionFormSchema = z.object({ reason: moderationReasonSchema, until: untilSchema });
type ActionFormValues = z.infer<typeof actionFormSchema>;

/** A count in the page's digits, ungrouped like the limit it is measured against (500). */

export interface ActionDialogProps {
  open: boolean;
  /** What the moderator chose; kept while the dialog closes so its words do not change. */
  action: ModerationAction;
  item: ModerationQueueItem;
  onClose: () => void;
}

function explanationOf(action: ModerationAction, item: ModerationQueueItem): string {
  if (item.state === 'HELD' && action === 'RESTORE') return RESTORE_HELD_EXPLAINS();
  if (item.state === 'HELD' && action === 'DISMISS') return DISMISS_HELD_EXPLAINS();
  return ACTION_TEXTS[action].explains();
}

function failureOf(error: unknown): string {
  // 403 (not theirs to act on), 404, 409: the server's own sentence says why.
  if (isApiError(error) && error.code !== 'INTERNAL_ERROR') return error.message;
  return moderation_action_failed();
}

function ReasonFields({ control, suspending }: { control: Control<ActionFormValues>; suspending: boolean }) {
  const [reason, until] = useWatch({ control, name: ['reason', 'until'] });
  const end = fromDateTimeInput(until);
  return (
    <>
      <FormTextField
        control={control}
        name="reason"
        label={moderation_reason_label()}
        required
        fullWidth
        multiline
        minRows={2}
        hint={`${formatDigits(reason.length)} / ${formatDigits(LIMITS.moderationReasonMax)}`}
      />
      {suspending && (
        <FormTextField
          control={control}
          name="until"
          type="datetime-local"
          label={moderation_until_label()}
          shrinkLabel
          fullWidth
          sx={{ mt: 2 }}
          hint={end ? moderation_until_chosen({ date: formatPickerDateTime(end) }) : moderation_until_hint()}
        />
      )}
    </>
  );
}

/**
 * Asks the moderator why before any action (the reason goes to the log, never to the person
 * concerned), and for a suspension its optional end; then acts on the row's reports.
 */
export function ActionDialog({ open, action, item, onClose }: ActionDialogProps) {
  const id = useId();
  const act = useModerationAction();
  const texts = ACTION_TEXTS[action];
  const { control, handleSubmit, reset, formState } = useForm<ActionFormValues>({
    resolver: zodResolver(actionFormSchema),
    mode: 'onChange',
    defaultValues: { reason: '', until: '' },
  });

  // Emptied once the closing transition is over, so the words do not vanish while it fades.
  const close = () => onClose();

  const onSubmit = handleSubmit(async ({ reason, until }) => {
    const end = action === 'SUSPEND' && until ? fromDateTimeInput(until) : null;
    try {
      const result = await act.mutateAsync({
        subject: item.subject,
        action,
        reason,
        reportIds: item.reports.map((r) => r.id),
        ...(end ? { until: end } : {}),
      });
      if (result.logId === null) enqueueSnackbar(moderation_someone_else_acted(), { variant: 'info' });
      else enqueueSnackbar(texts.done(), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(failureOf(error), { variant: 'error' });
      return;
    }
    close();
  });

  return (
    <Dialog
      open={open}
      onClose={act.isPending ? undefined : close}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited: () => reset() } }}
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={`${id}-title`}>{texts.title(item.subject.type)}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-text`} sx={{ mb: 2 }}>
            {explanationOf(action, item)}
          </DialogContentText>
          <ReasonFields control={control} suspending={action === 'SUSPEND'} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} color="inherit" disabled={act.isPending}>
            {moderation_cancel()}
          </Button>
          <Button type="submit" variant="contained" disabled={!formState.isValid} loading={act.isPending}>
            {texts.button()}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
