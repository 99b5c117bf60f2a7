/** POST /api/public/v1/auth/signup with JSON {login, password, recaptcha, locale?}; 201 signs the user in. */
import { API_PATHS, type SignUpBody } from '@neighbourly/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

export async function signUp(body: SignUpBody): Promise<void> {
  await api(API_PATHS.signUp, { method: 'POST', json: body, authExpiry: false });
}

export const useSignUp = () => useMutation({ mutationFn: signUp });
