import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LIMITS } from '@neighbourly/shared';

/** 'Meetup event URL' and 'Fill Using Existing Meetup Event': shown, not wired yet (a later issue). */
export function ImportEventSection() {
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label="Import a Meetup event"
      onSubmit={(e) => e.preventDefault()}
    >
      <TextField
        label="Meetup event URL"
        type="url"
        disabled
        placeholder="https://www.meetup.com/your-group/events/123456789/"
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
        Fill Using Existing Meetup Event
      </Button>
    </Stack>
  );
}
