import { zodResolver } from '@/lib/zod.ts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  auth_login_available,
  auth_login_label,
  auth_login_rule,
  auth_or_sign_up_with,
  auth_password_hint,
  auth_password_label,
  auth_sign_up,
  auth_sign_up_button,
  auth_sign_up_with,
  validation_loginTaken,
} from '@neighbourly/i18n/messages';
import { LIMITS, signUpFormSchema, type SignUpForm as SignUpFormValues } from '@neighbourly/shared';
import { useId, type FormEvent } from 'react';
import { useForm, useWatch, type Control, type FormState, type UseFormRegisterReturn } from 'react-hook-form';
import { availabilityAdornment } from '@/components/AvailabilityAdornment.tsx';
import { useConfig } from '@/lib/config.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useLoginAvailability } from '../hooks/use-login-availability.ts';
import { useSignUpCaptcha } from '../hooks/use-sign-up-captcha.ts';
import { useSignUpSubmit } from '../hooks/use-sign-up-submit.ts';
import { AgreementField } from './AgreementField.tsx';
import { Captcha } from './Captcha.tsx';
import { IdentityProviderButtons } from './IdentityProviderButtons.tsx';
import { PasswordField } from './PasswordField.tsx';

/** The login being chosen: its message, else whether it is free, else the rule. */
function LoginField({
  registration,
  error,
  free,
  checking,
}: {
  registration: UseFormRegisterReturn<'login'>;
  error: string | undefined;
  free: boolean;
  checking: boolean;
}) {
  return (
    <TextField
      label={auth_login_label()}
      autoComplete="username"
      autoFocus
      required
      {...registration}
      error={!!error}
      helperText={error ?? (free ? auth_login_available() : auth_login_rule())}
      slotProps={{
        htmlInput: { maxLength: LIMITS.loginMax, spellCheck: false, autoCapitalize: 'none' },
        input: { endAdornment: availabilityAdornment(checking, free) },
      }}
    />
  );
}

/**
 * What the login and password fields say: their problems once the person pauses typing (500 ms
 * debounce) or leaves the field, and whether the login is free. `loginReady`: the availability
 * answer came and the login is not taken (if the check itself failed, the server decides on submit).
 */
function useShownProblems(
  control: Control<SignUpFormValues>,
  { errors, touchedFields }: Pick<FormState<SignUpFormValues>, 'errors' | 'touchedFields'>,
) {
  const login = useWatch({ control, name: 'login' });
  const password = useWatch({ control, name: 'password' });
  const debouncedPassword = useDebouncedValue(password);
  const { availability, loginSettled, loginTaken, loginFree, checking } = useLoginAvailability(login);
  const showLoginError = !!errors.login && (touchedFields.login || (loginSettled && login !== ''));
  const loginError = showLoginError
    ? errors.login?.message
    : loginTaken
      ? validation_loginTaken()
      : undefined;
  const showPasswordError =
    !!errors.password && (touchedFields.password || (debouncedPassword === password && password !== ''));
  const loginReady = loginSettled && !availability.isFetching && !loginTaken;
  return { loginError, showPasswordError, loginFree, checking, loginReady };
}

/**
 * Sign up: Login and Password validated with the shared schema, a live login
 * availability check (500 ms debounce), the agreement, the captcha and SIGN UP, enabled
 * once the form is valid and the captcha solved. Success goes to `returnTo` (issue #13), else /.
 */
export function SignUpForm({ returnTo }: { returnTo?: string | undefined }) {
  const id = useId();
  const { data: config } = useConfig();
  // The captcha's own props taken apart: react-hooks/refs reads an object holding a ref as a ref.
  const { ref: captchaRef, error: captchaError, onChange: onCaptchaChange, ...captcha } = useSignUpCaptcha();
  const { submit, pending } = useSignUpSubmit(captcha, returnTo);

  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isValid, touchedFields },
  } = useForm<SignUpFormValues>({
    resolver: zodResolver(signUpFormSchema),
    mode: 'onChange',
    defaultValues: { login: '', password: '', agreement: false },
  });

  const { loginError, showPasswordError, loginFree, checking, loginReady } = useShownProblems(control, {
    errors,
    touchedFields,
  });
  const canSubmit = isValid && loginReady && !!captcha.token && !pending;

  // Built at submit time, not during render (react-hooks/refs: `submit` resets the captcha ref).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(submit)(event);

  return (
    <>
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label={auth_sign_up()}>
        <LoginField
          registration={register('login')}
          error={loginError}
          free={loginFree}
          checking={checking}
        />
        <PasswordField
          label={auth_password_label()}
          autoComplete="new-password"
          required
          maxLength={LIMITS.passwordMax}
          {...register('password')}
          error={showPasswordError}
          helperText={showPasswordError ? errors.password?.message : auth_password_hint()}
        />
        <AgreementField control={control} labelId={`${id}-agreement`} />
        <Captcha
          ref={captchaRef}
          config={config?.captcha}
          error={captchaError}
          onChange={onCaptchaChange}
          onFailure={captcha.fail}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={!canSubmit}
          loading={pending}
        >
          {auth_sign_up_button()}
        </Button>
      </Stack>
      <IdentityProviderButtons
        providers={config?.identityProviders}
        label={auth_or_sign_up_with()}
        buttonText={(provider) => auth_sign_up_with({ provider })}
        returnTo={returnTo}
      />
    </>
  );
}
