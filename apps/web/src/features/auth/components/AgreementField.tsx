import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import type { SignUpForm as SignUpFormValues } from '@neighbourly/shared';
import { Controller, type Control } from 'react-hook-form';
import { paths } from '@/lib/paths.ts';

/** Sign-up's agreement: 18 or older, the Privacy Policy and the Terms (each opens in a new tab). */
export function AgreementField({
  control,
  labelId,
}: {
  control: Control<SignUpFormValues>;
  labelId: string;
}) {
  return (
    <Controller
      control={control}
      name="agreement"
      render={({ field, fieldState }) => (
        <FormControl error={!!fieldState.error && fieldState.isTouched}>
          <FormControlLabel
            id={labelId}
            sx={{ alignItems: 'flex-start', mr: 0 }}
            control={
              <Checkbox
                checked={field.value === true}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref } }}
                sx={{ mt: -0.75 }}
              />
            }
            label={
              <>
                I am 18 or older and I agree to the{' '}
                <Link href={paths.privacy.getHref()} target="_blank" rel="noopener">
                  Privacy Policy
                </Link>{' '}
                and the{' '}
                <Link href={paths.terms.getHref()} target="_blank" rel="noopener">
                  Terms of Service
                </Link>
                .
              </>
            }
          />
          {fieldState.error && fieldState.isTouched && (
            <FormHelperText>{fieldState.error.message}</FormHelperText>
          )}
        </FormControl>
      )}
    />
  );
}
