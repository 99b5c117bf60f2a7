import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { formatDigits } from '@/lib/dates.ts';
import { useKnownText } from '@/lib/known-texts.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';

export interface FormTextFieldProps<T extends FieldValues> extends Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'slotProps'
> {
  control: Control<T>;
  name: FieldPath<T>;
  /** Shown under the field when there is no error to show. */
  hint?: ReactNode;
  /** An error that does not come from the schema (e.g. "this id is taken"); the schema's wins. */
  externalError?: string | undefined;
  maxLength?: number;
  /** Shows "n/max" beside the hint. */
  showCount?: boolean;
  endAdornment?: ReactNode;
  /** Keeps the label above the field: date inputs draw their own placeholder under it. */
  shrinkLabel?: boolean;
}

/**
 * A text field of a react-hook-form form whose rule message appears once the user pauses
 * typing for 500 ms or leaves the field, so a half-typed value is not flagged.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  hint,
  externalError,
  maxLength,
  showCount = false,
  endAdornment,
  shrinkLabel = false,
  sx,
  ...props
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  const settled = useDebouncedValue(value) === value;
  const showRuleError = !!fieldState.error && (fieldState.isTouched || (settled && fieldState.isDirty));
  // The resolver translates rule messages; a shared English text given from outside is put here.
  const message = useKnownText(showRuleError ? fieldState.error?.message : externalError);

  const helper =
    showCount && maxLength ? (
      <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <span>{message ?? hint}</span>
        <Box component="span" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
          {formatDigits(value.length)}/{formatDigits(maxLength)}
        </Box>
      </Box>
    ) : (
      (message ?? hint)
    );

  return (
    <TextField
      {...props}
      name={field.name}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!message}
      helperText={helper}
      // A disabled field's hint still informs (visitors see the form disabled): keep it AA legible.
      sx={[
        { '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      slotProps={{
        htmlInput: { maxLength },
        ...(endAdornment ? { input: { endAdornment } } : {}),
        ...(shrinkLabel ? { inputLabel: { shrink: true } } : {}),
      }}
    />
  );
}
