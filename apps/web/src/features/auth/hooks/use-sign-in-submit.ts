import {
  auth_generic_error,
  auth_incorrect_credentials,
  auth_signed_in,
  auth_too_many_attempts,
} from '@neighbourly/i18n/messages';
import { API_PATHS, TIMINGS, withReturnTo, type SignInFields } from '@neighbourly/shared';
import { useState } from 'react';
import { isApiError } from '@/lib/api.ts';
import { enqueueSnackbar } from '@/lib/toast.ts';
import { useSignIn } from '../api/sign-in.ts';

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
 * Signs in: a refusal says why (above the form, or in a toast alone); success says so, then hands
 * over to the gateway's authorization flow, which ends on `returnTo` (issue #13), else on /.
 */
export function useSignInSubmit(returnTo: string | undefined) {
  const signIn = useSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);

  const submit = async (values: SignInFields) => {
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
  };

  // failure: what the form says of the last refusal; sent: the form was sent at least once.
  return { submit, failure, busy: signIn.isPending || redirecting, sent: !signIn.isIdle };
}
