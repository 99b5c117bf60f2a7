import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { auth_agreement, auth_privacy_policy, auth_terms_of_service } from '@neighbourly/i18n/messages';
import type { SignUpForm as SignUpFormValues } from '@neighbourly/shared';
import { Fragment } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { paths } from '@/lib/paths.ts';

/** Stand-ins for the two links in the sentence, which each language orders its own way. */
const PRIVACY = '\uE000privacy\uE000';
const TERMS = '\uE000terms\uE000';

/** "I am 18 or older and I agree to the Privacy Policy and the Terms of Service.", with its links. */
function AgreementText() {
  const sentence = auth_agreement({ privacyPolicy: PRIVACY, termsOfService: TERMS });
  return sentence.split(/(\uE000\w+\uE000)/).map((part, index) => (
    <Fragment key={index}>
      {part === PRIVACY ? (
        <Link href={paths.privacy.getHref()} target="_blank" rel="noopener">
          {auth_privacy_policy()}
        </Link>
      ) : part === TERMS ? (
        <Link href={paths.terms.getHref()} target="_blank" rel="noopener">
          {auth_terms_of_service()}
        </Link>
      ) : (
        part
      )}
    </Fragment>
  ));
}

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
            label={<AgreementText />}
          />
          {fieldState.error && fieldState.isTouched && (
            <FormHelperText>{fieldState.error.message}</FormHelperText>
          )}
        </FormControl>
      )}
    />
  );
}
