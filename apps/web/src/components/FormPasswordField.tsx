import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField.tsx';

/**
 * A password of a react-hook-form form, with a show/hide toggle; its rule message appears as
 * FormTextField's do (after a 500 ms pause or on leaving the field).
 */
export function FormPasswordField<T extends FieldValues>(
  props: Omit<FormTextFieldProps<T>, 'type' | 'endAdornment'>,
) {
  const [visible, setVisible] = useState(false);
  // 'Show new password': each toggle of a form with several passwords has its own name.
  const what = typeof props.label === 'string' ? props.label.toLowerCase() : 'password';
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={`${visible ? 'Hide' : 'Show'} ${what}`}
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
