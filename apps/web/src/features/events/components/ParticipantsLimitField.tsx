import TextField from '@mui/material/TextField';
import { events_participants_limit, events_participants_limit_hint } from '@neighbourly/i18n/messages';
import { LIMITS } from '@neighbourly/shared';
import { useController, type Control } from 'react-hook-form';
import type { EventFormValues } from '../event-form.ts';

/** 'Participants limit': a whole number up to 10000, 0 for unlimited. */
export function ParticipantsLimitField({
  control,
  disabled = false,
}: {
  control: Control<EventFormValues>;
  disabled?: boolean;
}) {
  const { field, fieldState } = useController({ control, name: 'participantsLimit' });
  const message = fieldState.isDirty || fieldState.isTouched ? fieldState.error?.message : undefined;
  return (
    <TextField
      type="number"
      label={events_participants_limit()}
      required
      disabled={disabled}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!message}
      helperText={message ?? events_participants_limit_hint()}
      slotProps={{ htmlInput: { min: 0, max: LIMITS.participantsLimitMax, step: 1, inputMode: 'numeric' } }}
    />
  );
}
