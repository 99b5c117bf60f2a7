import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LIMITS } from '@neighbourly/shared';

export interface MeetupImportSectionProps {
  /** Names the form, e.g. 'Import a Meetup group'. */
  formLabel: string;
  /** e.g. 'Meetup group URL'. */
  urlLabel: string;
  /** An example address of the kind of page to import. */
  placeholder: string;
  /** e.g. 'Fill Using Existing Meetup Group'. */
  buttonText: string;
}

/**
 * 'OR', then a Meetup URL field and a button to fill the form above from that page: shown,
 * not wired yet (a later issue).
 */
export function MeetupImportSection({
  formLabel,
  urlLabel,
  placeholder,
  buttonText,
}: MeetupImportSectionProps) {
  return (
    <>
      <Divider sx={{ my: 4, typography: 'body2', fontWeight: 700, color: 'text.secondary' }}>OR</Divider>
      <Stack
        component="form"
        noValidate
        spacing={2}
        aria-label={formLabel}
        onSubmit={(e) => e.preventDefault()}
      >
        <TextField
          label={urlLabel}
          type="url"
          disabled
          placeholder={placeholder}
          helperText="Importing from Meetup is coming soon."
          slotProps={{
            htmlInput: { maxLength: LIMITS.importUrlMax },
            formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
          }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          {buttonText}
        </Button>
      </Stack>
    </>
  );
}
