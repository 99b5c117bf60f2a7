import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField.tsx';
import { shell_hide_field, shell_password_field, shell_show_field } from '@neighbourly/i18n/messages';
import { inEnglish } from '@/lib/known-texts.ts';

/**
 * A password of a react-hook-form form, with a show/hide toggle; its rule message appears as
 * FormTextField's do (after a 500 ms pause or on leaving the field).
 */
export function FormPasswordField<T extends FieldValues>(
  props: Omit<FormTextFieldProps<T>, 'type' | 'endAdornment'>,
) {
  const [visible, setVisible] = useState(false);
  // 'Show new password': each toggle of a form with several passwords has its own name. Only
  // English lowers the label's case inside the sentence; other languages quote it as it is.
  const what =
    typeof props.label === 'string'
      ? inEnglish
        ? props.label.toLowerCase()
        : props.label
      : shell_password_field();
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={visible ? shell_hide_field({ field: what }) : shell_show_field({ field: what })}
            onClick={() => setVisible((v) => !v)}
            edge="end"
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
