import TextField from '@mui/material/TextField';
import { events_local_time_hint, events_your_local_time } from '@neighbourly/i18n/messages';
import { useController, useFormState, type Control } from 'react-hook-form';
import { fromDateTimeInput } from '@/lib/date-inputs.ts';
import { formatPickerDateTime } from '@/lib/dates.ts';
import type { EventFormValues } from '../event-form.ts';

type DateField = 'startDateTime' | 'endDateTime';
const OTHER: Record<DateField, DateField> = { startDateTime: 'endDateTime', endDateTime: 'startDateTime' };

/**
 * A local date and time (`<input type="datetime-local">`, no picker library): the browser
 * shows and reads it in the viewer's time zone, in the browser's own format (12- or 24-hour
 * by locale), and the hint repeats the value in that same format, with its weekday. The two times
 * are checked together, so a change to one shows the other's message too.
 */
export function DateTimeField({
  control,
  name,
  label,
  min,
  disabled = false,
}: {
  control: Control<EventFormValues>;
  name: DateField;
  label: string;
  /** The earliest value offered by the browser's picker (datetime-local format). */
  min?: string;
  disabled?: boolean;
}) {
  const { field, fieldState } = useController({ control, name, rules: { deps: [OTHER[name]] } });
  const { touchedFields, dirtyFields, isSubmitted } = useFormState({
    control,
    name: ['startDateTime', 'endDateTime'],
  });
  const engaged =
    isSubmitted ||
    !!touchedFields.startDateTime ||
    !!touchedFields.endDateTime ||
    !!dirtyFields.startDateTime ||
    !!dirtyFields.endDateTime;
  const message = engaged ? fieldState.error?.message : undefined;
  const instant = fromDateTimeInput(field.value);
  const hint = instant
    ? events_local_time_hint({ time: formatPickerDateTime(instant) })
    : events_your_local_time();

  return (
    <TextField
      type="datetime-local"
      label={label}
      required
      disabled={disabled}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!message}
      helperText={message ?? hint}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { min, step: 60 },
      }}
    />
  );
}
