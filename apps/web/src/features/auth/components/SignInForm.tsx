import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  auth_login_label,
  auth_or_sign_in_with,
  auth_password_label,
  auth_sign_in,
  auth_sign_in_button,
  auth_sign_in_with,
} from '@neighbourly/i18n/messages';
import { LIMITS, type SignInFields } from '@neighbourly/shared';
import { useForm, useWatch } from 'react-hook-form';
import { useConfig } from '@/lib/config.ts';
import { useSignInSubmit } from '../hooks/use-sign-in-submit.ts';
import { IdentityProviderButtons } from './IdentityProviderButtons.tsx';
import { PasswordField } from './PasswordField.tsx';

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
  const { submit, failure, busy, sent } = useSignInSubmit(returnTo);
  const { control, register, handleSubmit } = useForm<SignInFields>({
    defaultValues: { username: '', password: '' },
  });
  const username = useWatch({ control, name: 'username' });
  const password = useWatch({ control, name: 'password' });
  const shownFailure = failure ?? (sent ? undefined : notice);

  const onSubmit = handleSubmit(submit);

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
