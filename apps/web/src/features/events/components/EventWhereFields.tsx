import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import {
  events_format,
  events_format_hint_hybrid,
  events_format_hint_in_person,
  events_format_hint_online,
  events_format_hybrid,
  events_format_in_person,
  events_format_online,
  events_location,
  events_location_hint_hybrid,
  events_location_hint_in_person,
  events_location_hint_online,
  events_meeting_link,
  events_meeting_link_hint,
} from '@neighbourly/i18n/messages';
import { EVENT_FORMATS, LIMITS, type EventFormat } from '@neighbourly/shared';
import { useId } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { FormTextField } from '@/components/FormTextField.tsx';
import { hasLink, hasPlace, type EventFormValues } from '../event-form.ts';
import { PinField } from './PinField.tsx';

/** The event form's format radio (issue #28). */
const EVENT_FORMAT_LABELS: Record<EventFormat, () => string> = {
  IN_PERSON: events_format_in_person,
  ONLINE: events_format_online,
  HYBRID: events_format_hybrid,
};

/** Under the format radio: what the chosen one means. */
const EVENT_FORMAT_HINTS: Record<EventFormat, () => string> = {
  IN_PERSON: events_format_hint_in_person,
  ONLINE: events_format_hint_online,
  HYBRID: events_format_hint_hybrid,
};

/** In person / Online / Hybrid, drawn as the privacy radio is. */
function FormatRadio({ control }: { control: Control<EventFormValues> }) {
  const id = useId();
  const { field } = useController({ control, name: 'format' });
  return (
    <FormControl>
      <FormLabel id={`${id}-label`}>{events_format()}</FormLabel>
      <RadioGroup
        row
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value as EventFormat)}
        onBlur={field.onBlur}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
      >
        {EVENT_FORMATS.map((format, index) => (
          <FormControlLabel
            key={format}
            value={format}
            control={<Radio slotProps={index === 0 ? { input: { ref: field.ref } } : {}} />}
            label={EVENT_FORMAT_LABELS[format]()}
          />
        ))}
      </RadioGroup>
      <FormHelperText id={`${id}-hint`} sx={{ mx: 0 }}>
        {EVENT_FORMAT_HINTS[field.value]()}
      </FormHelperText>
    </FormControl>
  );
}

/** The location's hint: an online event's "place" is where it streams. */
const LOCATION_HINTS: Record<EventFormat, () => string> = {
  IN_PERSON: events_location_hint_in_person,
  ONLINE: events_location_hint_online,
  HYBRID: events_location_hint_hybrid,
};

/**
 * Where the event is (issue #28): its format, the location, then what the format asks for — a
 * meeting link (online, hybrid) and an optional pin on the map (in person, hybrid). A field the
 * format hides keeps its value, so switching back restores it; the body sends only what is shown.
 */
export function EventWhereFields({ control }: { control: Control<EventFormValues> }) {
  const format = useWatch({ control, name: 'format' });
  return (
    <Stack spacing={3}>
      <FormatRadio control={control} />
      <FormTextField
        control={control}
        name="location"
        label={events_location()}
        required
        maxLength={LIMITS.eventLocationMax}
        autoComplete="off"
        hint={LOCATION_HINTS[format]()}
      />
      {hasLink(format) && (
        <FormTextField
          control={control}
          name="meetingUrl"
          label={events_meeting_link()}
          type="url"
          maxLength={LIMITS.meetingUrlMax}
          autoComplete="off"
          placeholder="https://"
          hint={events_meeting_link_hint()}
        />
      )}
      {hasPlace(format) && <PinField control={control} />}
    </Stack>
  );
}
