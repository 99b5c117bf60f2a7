import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  groups_import_fetching,
  groups_import_hint_default,
  groups_import_or,
  groups_toast_import_unreachable,
  groups_toast_imported,
} from '@neighbourly/i18n/messages';
import { LIMITS, MESSAGES } from '@neighbourly/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import { enqueueSnackbar } from '@/lib/toast.ts';
import { useState, type FormEvent } from 'react';
import { isApiError } from '@/lib/api.ts';
import { useKnownText } from '@/lib/known-texts.ts';

/**
 * The `onImport` of a MeetupImportSection: fetches with `mutation`, fills the form with what
 * came back and says so, or shows `failureToast` (or that Meetup is unreachable) and leaves
 * the form as it was.
 */
export function importInto<T>(
  mutation: UseMutationResult<T, Error, string>,
  fill: (imported: T) => void,
  failureToast: string,
) {
  return (url: string) =>
    mutation.mutate(url, {
      onSuccess: (imported) => {
        fill(imported);
        enqueueSnackbar(groups_toast_imported(), { variant: 'success' });
      },
      // The link is not to blame when Meetup did not answer.
      onError: (error) =>
        enqueueSnackbar(
          isApiError(error, 'IMPORT_FETCH_FAILED') ? groups_toast_import_unreachable() : failureToast,
          {
            variant: 'error',
          },
        ),
    });
}

export interface MeetupImportSectionProps {
  /** Names the form, e.g. 'Import a Meetup group'. */
  formLabel: string;
  /** e.g. 'Meetup group URL'. */
  urlLabel: string;
  /** An example address of the kind of page to import. */
  placeholder: string;
  /** e.g. 'Fill Using Existing Meetup Group'. */
  buttonText: string;
  /** Says what the button does, under the field (by default: paste, then check before saving). */
  hint?: string;
  /** While the page is fetched: a progress bar shows and the button waits. */
  pending: boolean;
  /** Shown but not usable (visitors). */
  disabled?: boolean;
  /** Fetches the page and fills the form above; reports success and failure itself. */
  onImport: (url: string) => void;
}

/**
 * 'OR', then a Meetup URL field and a button that fills the form above from that page: the
 * same for groups and events, the caller supplies the fetch and the filling.
 */
export function MeetupImportSection({
  formLabel,
  urlLabel,
  placeholder,
  buttonText,
  hint,
  pending,
  disabled = false,
  onImport,
}: MeetupImportSectionProps) {
  const [url, setUrl] = useState('');
  const trimmed = url.trim();
  // The field stops at the limit, but a pasted link is cut there: say so rather than guess.
  const tooLong = trimmed.length > LIMITS.importUrlMax;
  const tooLongMessage = useKnownText(tooLong ? MESSAGES.importUrl : undefined);
  const canImport = !disabled && !pending && trimmed.length > 0 && !tooLong;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (canImport) onImport(trimmed);
  };

  return (
    <>
      <Divider sx={{ my: 4, typography: 'body2', fontWeight: 700, color: 'text.secondary' }}>
        {groups_import_or()}
      </Divider>
      <Stack component="form" noValidate spacing={2} aria-label={formLabel} onSubmit={submit}>
        <TextField
          label={urlLabel}
          type="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          disabled={disabled}
          placeholder={placeholder}
          error={tooLong}
          helperText={tooLongMessage ?? hint ?? groups_import_hint_default()}
          autoComplete="off"
          slotProps={{
            htmlInput: { maxLength: LIMITS.importUrlMax, 'aria-busy': pending || undefined },
            formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
          }}
        />
        {pending && <LinearProgress aria-label={groups_import_fetching({ button: buttonText })} />}
        <Button
          type="submit"
          variant="outlined"
          disabled={!canImport}
          loading={pending}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          {buttonText}
        </Button>
      </Stack>
    </>
  );
}
