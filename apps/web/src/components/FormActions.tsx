import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { shell_cancel } from '@neighbourly/i18n/messages';

export interface FormActionsProps {
  /** e.g. 'Save changes'. */
  submitLabel: string;
  /** The fields are valid: the submit button is enabled. */
  valid: boolean;
  /** Saving: the submit button spins and nothing can be pressed. */
  busy: boolean;
  /** Where Cancel leads; no Cancel button without it. */
  cancelHref?: string;
}

/** The end of a form: submit, then Cancel (stacked on phones, submit at the bottom, under the thumb). */
export function FormActions({ submitLabel, valid, busy, cancelHref }: FormActionsProps) {
  return (
    <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!valid || busy}
        loading={busy}
        sx={{ px: 4 }}
      >
        {submitLabel}
      </Button>
      {cancelHref && (
        <Button size="large" color="inherit" href={cancelHref} disabled={busy}>
          {shell_cancel()}
        </Button>
      )}
    </Stack>
  );
}
