import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  auth_generic_error,
  auth_incorrect_credentials,
  auth_login_label,
  auth_or_sign_in_with,
  auth_password_label,
  auth_sign_in,
  auth_sign_in_button,
  auth_sign_in_with,
  auth_signed_in,
  auth_too_many_attempts,
} from '@neighbourly/i18n/messages';
import { API_PATHS, LIMITS, TIMINGS, withReturnTo, type SignInFields } from '@neighbourly/shared';
import { enqueueSnackbar } from '@/lib/toast.ts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { isApiError } from '@/lib/api.ts';
import { useConfig } from '@/lib/config.ts';
import { useSignIn } from '../api/sign-in.ts';
import { IdentityProviderButtons } from './IdentityProviderButtons.tsx';
import { PasswordField } from './PasswordField.tsx';

/** What the form says above its fields when sign-in is refused; null when only a toast says it. */
function signInFailure(error: unknown): string | null {
  if (isApiError(error, 'INVALID_CREDENTIALS') || (isApiError(error) && error.status === 401)) {
    return auth_incorrect_credentials();
  }
  // The server's sentence says until when, and where to appeal.
  if (isApiError(error, 'ACCOUNT_SUSPENDED')) return error.message;
  if (isApiError(error) && error.status === 429) return auth_too_many_attempts();
  return null;
}

/**
 * Sign in: SIGN IN is enabled once Login and Password are both non-empty; a
 * spinner shows during the request. Success hands over to the gateway's authorization flow,
 * which ends on `returnTo` (issue #13), else on /. `notice` says why an external sign-in came
 * back here; it shows until the form is first sent.
 */
export function SignInForm({
  returnTo,
  notice,
}: {
  returnTo?: string | undefined;
  notice?: string | undefined;
}) {
  const { data: config } = useConfig();
  const signIn = useSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const { control, register, handleSubmit } = useForm<SignInFields>({
    defaultValues: { username: '', password: '' },
  });
  const username = useWatch({ control, name: 'username' });
  const password = useWatch({ control, name: 'password' });
  const busy = signIn.isPending || redirecting;
  const shownFailure = failure ?? (signIn.isIdle ? notice : undefined);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await signIn.mutateAsync(values);
    } catch (error) {
      const message = signInFailure(error);
      setFailure(message);
      enqueueSnackbar(message ?? auth_generic_error(), { variant: 'error' });
      return;
    }
    setRedirecting(true);
    enqueueSnackbar(auth_signed_in(), { variant: 'success' });
    // The gateway finishes the sign-in and redirects the browser to returnTo (the server checks
    // it again) or /; the pause lets the toast be read before the page reloads.
    window.setTimeout(
      () => window.location.assign(withReturnTo(API_PATHS.frontendAuthorization, returnTo)),
      TIMINGS.signInRedirectDelayMs,
    );
  });

  return (
    <>
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label={auth_sign_in()}>
        {shownFailure && (
          <Alert severity="error" role="alert">
            {shownFailure}
          </Alert>
        )}
        <TextField
          label={auth_login_label()}
          autoComplete="username"
          autoFocus
          {...register('username')}
          slotProps={{
            htmlInput: { maxLength: LIMITS.loginMax, spellCheck: false, autoCapitalize: 'none' },
          }}
        />
        <PasswordField
          label={auth_password_label()}
          autoComplete="current-password"
          maxLength={LIMITS.passwordMax}
          {...register('password')}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={!username || !password || busy}
          loading={busy}
        >
          {auth_sign_in_button()}
        </Button>
      </Stack>
      <IdentityProviderButtons
        providers={config?.identityProviders}
        label={auth_or_sign_in_with()}
        buttonText={(provider) => auth_sign_in_with({ provider })}
        returnTo={returnTo}
      />
    </>
  );
}
