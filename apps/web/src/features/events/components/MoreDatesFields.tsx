import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { describeRepeat, LIMITS, type Event } from '@neighbourly/shared';
import { useWatch, type Control } from 'react-hook-form';
import { FormTextField } from '@/components/FormTextField.tsx';
import type { EventFormValues } from '../event-form.ts';

/**
 * "More dates" (editing an event of a series, issue #26): none, a number of them, or until a
 * later date, each on the series' rule after its last date.
 */
export function MoreDatesFields({
  control,
  series,
  start,
}: {
  control: Control<EventFormValues>;
  series: NonNullable<Event['series']>;
  /** The event's start, which words the rule ("Repeats weekly on Saturdays"). */
  start: string | null;
}) {
  const moreDates = useWatch({ control, name: 'moreDates' });
  const rule = start ? describeRepeat(series.frequency, start) : 'Repeats';
  return (
    <Stack spacing={3}>
      <FormTextField
        control={control}
        name="moreDates"
        label="More dates"
        select
        hint={`${rule}, ${series.upcomingCount} upcoming ${series.upcomingCount === 1 ? 'date' : 'dates'}. New dates follow the last one.`}
      >
        <MenuItem value="NONE">No more dates</MenuItem>
        <MenuItem value="COUNT">Add a number of dates</MenuItem>
        <MenuItem value="UNTIL">Until a later date</MenuItem>
      </FormTextField>
      {moreDates === 'COUNT' && (
        <FormTextField
          control={control}
          name="moreCount"
          label="Dates to add"
          type="number"
          hint={`Each is its own event, with its own attendees. At most ${LIMITS.seriesMaxEvents} ahead.`}
          fullWidth
        />
      )}
      {moreDates === 'UNTIL' && (
        <FormTextField
          control={control}
          name="moreUntil"
          label="New last date"
          type="date"
          hint="The series goes on until this day."
          fullWidth
          shrinkLabel
        />
      )}
    </Stack>
  );
}
