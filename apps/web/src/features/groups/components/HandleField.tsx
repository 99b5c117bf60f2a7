import Box from '@mui/material/Box';
import {
  groups_field_handle,
  groups_handle_hint,
  groups_handle_hint_private,
  groups_handle_preview,
} from '@neighbourly/i18n/messages';
import { LIMITS, MESSAGES, type PrivacyType } from '@neighbourly/shared';
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { availabilityAdornment } from '@/components/AvailabilityAdornment.tsx';
import { FormTextField } from '@/components/FormTextField.tsx';
import type { HandleAvailability } from '../hooks/use-group-handle-availability.ts';
import { interleave } from '../interleave.tsx';

/** `@handle@host`: the group's fediverse address on this site (issue #30). */
export const fediverseAddress = (handle: string) => `@${handle}@${window.location.host}`;

/**
 * The group's fediverse handle (issue #30), in the create and the update form: the address it
 * makes, whether it is free (checked as the user pauses) and what it is for. `placeholder`: the
 * handle an empty field gives (the id, on creation).
 */
export function HandleField<T extends FieldValues & { handle: string; type: PrivacyType }>({
  control,
  status,
  placeholder,
  disabled = false,
}: {
  control: Control<T>;
  status: HandleAvailability;
  placeholder?: string;
  disabled?: boolean;
}) {
  const type = useWatch({ control, name: 'type' as Path<T> }) as PrivacyType;
  const shown = status.handle || placeholder;
  return (
    <FormTextField
      control={control}
      name={'handle' as Path<T>}
      label={groups_field_handle()}
      disabled={disabled}
      placeholder={placeholder}
      maxLength={LIMITS.groupIdMax}
      autoComplete="off"
      spellCheck={false}
      externalError={status.taken ? MESSAGES.groupHandleTaken : undefined}
      endAdornment={availabilityAdornment(status.checking, status.free)}
      hint={
        <>
          {shown && (
            <Box component="span" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>
              {interleave(groups_handle_preview, {
                address: <bdi dir="ltr">{fediverseAddress(shown)}</bdi>,
              })}
            </Box>
          )}
          {type === 'PRIVATE' ? groups_handle_hint_private() : groups_handle_hint()}
        </>
      }
    />
  );
}
