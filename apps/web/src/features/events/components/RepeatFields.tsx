import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import {
  events_after_count,
  events_count_hint,
  events_does_not_repeat,
  events_ends,
  events_last_date,
  events_number_of_events,
  events_on_date,
  events_repeats,
  events_until_hint,
} from '@neighbourly/i18n/messages';
import { LIMITS } from '@neighbourly/shared';
import { useWatch, type Control } from 'react-hook-form';
import { FormTextField } from '@/components/FormTextField.tsx';
import { fromDateTimeInput } from '@/lib/date-inputs.ts';
import { formatNumber } from '@/lib/dates.ts';
import type { EventFormValues } from '../event-form.ts';
import { repeatChoiceText } from '../recurrence-words.ts';

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
      <FormTextField control={control} name="repeats" label={events_repeats()} select>
        <MenuItem value="NEVER">{events_does_not_repeat()}</MenuItem>
        <MenuItem value="WEEKLY">{repeatChoiceText('WEEKLY', start)}</MenuItem>
        <MenuItem value="BIWEEKLY">{repeatChoiceText('BIWEEKLY', start)}</MenuItem>
        <MenuItem value="MONTHLY">{repeatChoiceText('MONTHLY', start)}</MenuItem>
      </FormTextField>
      {repeats !== 'NEVER' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 3, sm: 2 }}>
          <FormTextField
            control={control}
            name="repeatEnds"
            label={events_ends()}
            select
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="COUNT">{events_after_count()}</MenuItem>
            <MenuItem value="UNTIL">{events_on_date()}</MenuItem>
          </FormTextField>
          {repeatEnds === 'COUNT' ? (
            <FormTextField
              control={control}
              name="repeatCount"
              label={events_number_of_events()}
              type="number"
              hint={events_count_hint({ max: formatNumber(LIMITS.seriesMaxEvents) })}
              fullWidth
            />
          ) : (
            <FormTextField
              control={control}
              name="repeatUntil"
              label={events_last_date()}
              type="date"
              hint={events_until_hint()}
              fullWidth
              shrinkLabel
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
