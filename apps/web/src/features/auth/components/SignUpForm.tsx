import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  LIMITS,
  MESSAGES,
  TOASTS,
  signUpFormSchema,
  type SignUpForm as SignUpFormValues,
} from '@neighbourly/shared';
import { useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { availabilityAdornment } from '@/components/AvailabilityAdornment.tsx';
import { paths } from '@/lib/paths.ts';
import { isApiError } from '@/lib/api.ts';
import { useConfig } from '@/lib/config.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { checkLoginQueryOptions } from '../api/check-login.ts';
import { selfQueryOptions } from '../api/get-self.ts';
import { useSignUp } from '../api/sign-up.ts';
import { useLoginAvailability } from '../hooks/use-login-availability.ts';
import { AgreementField } from './AgreementField.tsx';
import { Captcha, type CaptchaHandle } from './Captcha.tsx';
import { IdentityProviderButtons } from './IdentityProviderButtons.tsx';
import { PasswordField } from './PasswordField.tsx';

const PASSWORD_HINT = '8–24 characters with a lowercase and an uppercase letter, a digit and one of @$!%*?&';

/**
 * Sign up (spec §2, §5): Login and Password validated with the shared schema, a live login
 * availability check (500 ms debounce), the agreement, the captcha and SIGN UP, enabled
 * once the form is valid and the captcha solved. Success goes to `returnTo` (issue #13), else /.
 */
export function SignUpForm({ returnTo }: { returnTo?: string | undefined }) {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: config } = useConfig();
  const signUp = useSignUp();
  const captchaRef = useRef<CaptchaHandle>(null);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  // 'Please verify the reCAPTCHA.' is the spec's, for reCAPTCHA; ALTCHA solves itself, so
  // when it fails the message says so instead (issue #13).
  const captchaMessage =
    config?.captcha.provider === 'altcha' ? MESSAGES.captchaUnfinished : MESSAGES.captcha;

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

  // Messages appear once the user pauses typing (spec §9 debounce) or leaves the field.
  const login = useWatch({ control, name: 'login' });
  const password = useWatch({ control, name: 'password' });
  const debouncedPassword = useDebouncedValue(password);
  const { availability, loginSettled, loginTaken, loginFree, checking } = useLoginAvailability(login);
  const showLoginError = !!errors.login && (touchedFields.login || (loginSettled && login !== ''));
  const loginError = showLoginError ? errors.login?.message : loginTaken ? MESSAGES.loginTaken : undefined;
  const showPasswordError =
    !!errors.password && (touchedFields.password || (debouncedPassword === password && password !== ''));

  // Wait for the availability answer; if the check itself failed, the server decides on submit.
  const canSubmit =
    isValid && loginSettled && !availability.isFetching && !loginTaken && !!captchaToken && !signUp.isPending;

  const onCaptchaChange = (token: string | null) => {
    setCaptchaToken(token);
    if (token) setCaptchaError(undefined);
  };
  const onCaptchaFailure = () => setCaptchaError(captchaMessage);

  const resetCaptcha = () => {
    captchaRef.current?.reset();
    setCaptchaToken(null);
  };

  const submit = async (values: SignUpFormValues) => {
    // SIGN UP waits for the captcha, so this is only a safety net.
    if (!captchaToken) {
      setCaptchaError(captchaMessage);
      return;
    }
    try {
      await signUp.mutateAsync({ login: values.login, password: values.password, recaptcha: captchaToken });
    } catch (error) {
      if (isApiError(error, 'LOGIN_TAKEN')) {
        queryClient.setQueryData(checkLoginQueryOptions(values.login).queryKey, false);
      } else if (isApiError(error, 'CAPTCHA_INVALID')) {
        setCaptchaError(captchaMessage);
        enqueueSnackbar(captchaMessage, { variant: 'error' });
      } else if (isApiError(error, 'RATE_LIMITED')) {
        enqueueSnackbar(TOASTS.tooManyAttempts, { variant: 'error' });
      } else {
        enqueueSnackbar(TOASTS.signUpFailed, { variant: 'error' });
      }
      // A captcha payload is single-use: any failed attempt needs a fresh one.
      resetCaptcha();
      return;
    }
    // 201: the server has already signed the new user in.
    enqueueSnackbar(TOASTS.signedUp, { variant: 'success' });
    await queryClient.fetchQuery({ ...selfQueryOptions(), staleTime: 0 });
    navigate(returnTo ?? paths.home.getHref(), { replace: true });
  };
  // Built at submit time, not during render (react-hooks/refs: `submit` resets the captcha ref).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(submit)(event);

  return (
    <>
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label="Sign up">
        <TextField
          label="Login"
          autoComplete="username"
          autoFocus
          required
          {...register('login')}
          error={!!loginError}
          helperText={
            loginError ??
            (loginFree ? 'This username is available.' : 'Letters, digits and underscores, 3–30 characters.')
          }
          slotProps={{
            htmlInput: { maxLength: LIMITS.loginMax, spellCheck: false, autoCapitalize: 'none' },
            input: { endAdornment: availabilityAdornment(checking, loginFree) },
          }}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          required
          maxLength={LIMITS.passwordMax}
          {...register('password')}
          error={showPasswordError}
          helperText={showPasswordError ? errors.password?.message : PASSWORD_HINT}
        />
        <AgreementField control={control} labelId={`${id}-agreement`} />
        <Captcha
          ref={captchaRef}
          config={config?.captcha}
          error={captchaError}
          onChange={onCaptchaChange}
          onFailure={onCaptchaFailure}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={!canSubmit}
          loading={signUp.isPending}
        >
          SIGN UP
        </Button>
      </Stack>
      <IdentityProviderButtons
        providers={config?.identityProviders}
        label="or sign up with"
        verb="Sign up with"
        returnTo={returnTo}
      />
    </>
  );
}
