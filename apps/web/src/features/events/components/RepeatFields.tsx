import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { LIMITS, repeatChoiceLabel } from '@neighbourly/shared';
import { useWatch, type Control } from 'react-hook-form';
import { FormTextField } from '@/components/FormTextField.tsx';
import { fromDateTimeInput } from '@/lib/dates.ts';
import type { EventFormValues } from '../event-form.ts';

/**
 * "Repeats" (creating only): never, weekly, every 2 weeks or monthly, each worded from the start
 * chosen above ("Weekly on Saturdays", "Monthly on the 2nd Tuesday"); then when the series ends,
 * after a number of events or on a date.
 */
export function RepeatFields({ control }: { control: Control<EventFormValues> }) {
  const [repeats, repeatEnds, startInput] = useWatch({
    control,
    name: ['repeats', 'repeatEnds', 'startDateTime'],
  });
  // Before a start is chosen, the choices are worded from now.
  const start = fromDateTimeInput(startInput) ?? new Date().toISOString();
  return (
    <Stack spacing={3}>
      <FormTextField control={control} name="repeats" label="Repeats" select>
        <MenuItem value="NEVER">Does not repeat</MenuItem>
        <MenuItem value="WEEKLY">{repeatChoiceLabel('WEEKLY', start)}</MenuItem>
        <MenuItem value="BIWEEKLY">{repeatChoiceLabel('BIWEEKLY', start)}</MenuItem>
        <MenuItem value="MONTHLY">{repeatChoiceLabel('MONTHLY', start)}</MenuItem>
      </FormTextField>
      {repeats !== 'NEVER' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 3, sm: 2 }}>
          <FormTextField control={control} name="repeatEnds" label="Ends" select sx={{ minWidth: 200 }}>
            <MenuItem value="COUNT">After a number of events</MenuItem>
            <MenuItem value="UNTIL">On a date</MenuItem>
          </FormTextField>
          {repeatEnds === 'COUNT' ? (
            <FormTextField
              control={control}
              name="repeatCount"
              label="Number of events"
              type="number"
              hint={`Each is its own event, with its own attendees. At most ${LIMITS.seriesMaxEvents}.`}
              fullWidth
            />
          ) : (
            <FormTextField
              control={control}
              name="repeatUntil"
              label="Last date"
              type="date"
              hint="The series stops after this day."
              fullWidth
              shrinkLabel
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
