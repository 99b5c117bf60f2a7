/**
 * POST /authz/sign-in: multipart `username`, `password` and the CSRF token in the field
 * SIGN_IN_CSRF_FIELD; the X-XSRF-TOKEN header goes too (the client adds it).
 */
import { API_PATHS, SIGN_IN_CSRF_FIELD, type SignInFields } from '@neighbourly/shared';
import { useMutation } from '@tanstack/react-query';
import { api, getCsrfToken } from '@/lib/api.ts';

export async function signIn({ username, password }: SignInFields): Promise<void> {
  const form = new FormData();
  form.set('username', username);
  form.set('password', password);
  form.set(SIGN_IN_CSRF_FIELD, await getCsrfToken());
  await api(API_PATHS.signIn, { method: 'POST', form, authExpiry: false });
}

export const useSignIn = () => useMutation({ mutationFn: signIn });
