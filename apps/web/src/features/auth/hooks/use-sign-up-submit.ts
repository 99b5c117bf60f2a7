import { auth_sign_up_failed, auth_signed_up, auth_too_many_attempts } from '@neighbourly/i18n/messages';
import { isLocale, type SignUpForm as SignUpFormValues } from '@neighbourly/shared';
import { useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from '@/lib/toast.ts';
import { useNavigate } from 'react-router';
import { isApiError } from '@/lib/api.ts';
import { paths } from '@/lib/paths.ts';
import { checkLoginQueryOptions } from '../api/check-login.ts';
import { selfQueryOptions } from '../api/get-self.ts';
import { useSignUp } from '../api/sign-up.ts';
import type { SignUpCaptcha } from './use-sign-up-captcha.ts';

/**
 * Signs up with the solved captcha: a taken login marks the login check, a refused captcha
 * shows its message, any failure asks for a fresh captcha. Success goes to `returnTo`, else /.
 */
export function useSignUpSubmit(
  captcha: Pick<SignUpCaptcha, 'token' | 'message' | 'fail' | 'reset'>,
  returnTo: string | undefined,
) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signUp = useSignUp();

  const submit = async (values: SignUpFormValues) => {
    // SIGN UP waits for the captcha, so this is only a safety net.
    if (!captcha.token) {
      captcha.fail();
      return;
    }
    try {
      // The new account speaks the language of the page it signed up on (issue #29).
      const pageLocale = document.documentElement.lang;
      await signUp.mutateAsync({
        login: values.login,
        password: values.password,
        recaptcha: captcha.token,
        ...(isLocale(pageLocale) ? { locale: pageLocale } : {}),
      });
    } catch (error) {
      if (isApiError(error, 'LOGIN_TAKEN')) {
        queryClient.setQueryData(checkLoginQueryOptions(values.login).queryKey, false);
      } else if (isApiError(error, 'CAPTCHA_INVALID')) {
        captcha.fail();
        enqueueSnackbar(captcha.message, { variant: 'error' });
      } else if (isApiError(error, 'RATE_LIMITED')) {
        enqueueSnackbar(auth_too_many_attempts(), { variant: 'error' });
      } else {
        enqueueSnackbar(auth_sign_up_failed(), { variant: 'error' });
      }
      captcha.reset();
      return;
    }
    // 201: the server has already signed the new user in.
    enqueueSnackbar(auth_signed_up(), { variant: 'success' });
    await queryClient.fetchQuery({ ...selfQueryOptions(), staleTime: 0 });
    navigate(returnTo ?? paths.home.getHref(), { replace: true });
  };

  return { submit, pending: signUp.isPending };
}
