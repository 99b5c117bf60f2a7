import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { PrivacyType } from '@neighbourly/shared';
import { useId } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { shell_privacy_private, shell_privacy_public } from '@neighbourly/i18n/messages';

export interface PrivacyFieldProps<T extends FieldValues & { type: PrivacyType }> {
  control: Control<T>;
  /** e.g. 'Privacy', 'Event privacy type'. */
  label: string;
  /** What each choice means, shown under the radios for the chosen one. */
  hints: Record<PrivacyType, string>;
  disabled?: boolean;
}

/** The Public/Private radio of a form whose `type` field holds the privacy. */
export function PrivacyField<T extends FieldValues & { type: PrivacyType }>({
  control,
  label,
  hints,
  disabled = false,
}: PrivacyFieldProps<T>) {
  const id = useId();
  const { field } = useController({ control, name: 'type' as Path<T> });
  const value = field.value as PrivacyType;
  return (
    <FormControl
      disabled={disabled}
      // Disabled for visitors, the label and the hint still inform: keep them AA legible.
      sx={{
        '& .MuiFormLabel-root.Mui-disabled, & .MuiFormHelperText-root.Mui-disabled': {
          color: 'text.secondary',
        },
      }}
    >
      <FormLabel id={`${id}-label`}>{label}</FormLabel>
      <RadioGroup
        row
        name={field.name}
        value={value}
        onChange={(event) => field.onChange(event.target.value as PrivacyType)}
        onBlur={field.onBlur}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
      >
        <FormControlLabel
          value="PUBLIC"
          control={<Radio slotProps={{ input: { ref: field.ref } }} />}
          label={shell_privacy_public()}
        />
        <FormControlLabel value="PRIVATE" control={<Radio />} label={shell_privacy_private()} />
      </RadioGroup>
      <FormHelperText id={`${id}-hint`} sx={{ mx: 0 }}>
        {hints[value]}
      </FormHelperText>
    </FormControl>
  );
}
