import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { PrivacyType } from '@neighbourly/shared';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { EventFormValues } from '../event-form.ts';

const HINTS: Record<PrivacyType, string> = {
  PUBLIC: 'Anyone can see the details; members of the group can attend.',
  PRIVATE: 'Only members of the group see the details (time, place, description, host).',
};

/** The 'Event privacy type' radio: Public or Private. */
export function EventPrivacyField({
  control,
  disabled = false,
}: {
  control: Control<EventFormValues>;
  disabled?: boolean;
}) {
  const id = useId();
  const { field } = useController({ control, name: 'type' });
  return (
    <FormControl disabled={disabled}>
      <FormLabel id={`${id}-label`}>Event privacy type</FormLabel>
      <RadioGroup
        row
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value as PrivacyType)}
        onBlur={field.onBlur}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
      >
        <FormControlLabel
          value="PUBLIC"
          control={<Radio slotProps={{ input: { ref: field.ref } }} />}
          label="Public"
        />
        <FormControlLabel value="PRIVATE" control={<Radio />} label="Private" />
      </RadioGroup>
      <FormHelperText id={`${id}-hint`} sx={{ mx: 0 }}>
        {HINTS[field.value]}
      </FormHelperText>
    </FormControl>
  );
}
