/**
 * PUT /api/public/v1/account/email {email} — the address to email notifications to. It is saved
 * unverified; the server emails a link that verifies it.
 */
import { API_PATHS, type NotificationPreferences } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { notificationsKeys } from './keys.ts';

export const setEmail = (email: string) =>
  api<NotificationPreferences>(API_PATHS.accountEmail, { method: 'PUT', json: { email } });

export function useSetEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setEmail,
    onSuccess: (preferences) => queryClient.setQueryData(notificationsKeys.preferences(), preferences),
  });
}
