import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import {
  events_add_count,
  events_dates_to_add,
  events_more_count_hint,
  events_more_dates,
  events_more_dates_hint,
  events_more_until_hint,
  events_new_last_date,
  events_no_more_dates,
  events_repeats,
  events_until_later,
} from '@neighbourly/i18n/messages';
import { LIMITS, type Event } from '@neighbourly/shared';
import { useWatch, type Control } from 'react-hook-form';
import { FormTextField } from '@/components/FormTextField.tsx';
import { formatNumber } from '@/lib/dates.ts';
import type { EventFormValues } from '../event-form.ts';
import { describeRepeatText } from '../recurrence-words.ts';

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
  const rule = start ? describeRepeatText(series.frequency, start) : events_repeats();
  return (
    <Stack spacing={3}>
      <FormTextField
        control={control}
        name="moreDates"
        label={events_more_dates()}
        select
        hint={events_more_dates_hint({ rule, count: series.upcomingCount })}
      >
        <MenuItem value="NONE">{events_no_more_dates()}</MenuItem>
        <MenuItem value="COUNT">{events_add_count()}</MenuItem>
        <MenuItem value="UNTIL">{events_until_later()}</MenuItem>
      </FormTextField>
      {moreDates === 'COUNT' && (
        <FormTextField
          control={control}
          name="moreCount"
          label={events_dates_to_add()}
          type="number"
          hint={events_more_count_hint({ max: formatNumber(LIMITS.seriesMaxEvents) })}
          fullWidth
        />
      )}
      {moreDates === 'UNTIL' && (
        <FormTextField
          control={control}
          name="moreUntil"
          label={events_new_last_date()}
          type="date"
          hint={events_more_until_hint()}
          fullWidth
          shrinkLabel
        />
      )}
    </Stack>
  );
}
