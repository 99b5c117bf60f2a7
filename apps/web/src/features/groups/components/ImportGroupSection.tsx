import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LIMITS } from '@neighbourly/shared';

/** 'Meetup group URL' and 'Fill Using Existing Meetup Group': shown, not wired yet (a later issue). */
export function ImportGroupSection() {
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label="Import a Meetup group"
      onSubmit={(e) => e.preventDefault()}
    >
      <TextField
        label="Meetup group URL"
        type="url"
        disabled
        placeholder="https://www.meetup.com/your-group/"
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
        Fill Using Existing Meetup Group
      </Button>
    </Stack>
  );
}
