/** DELETE /api/public/v1/account/email — no address any more: no notification is emailed. */
import { API_PATHS, type NotificationPreferences } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { notificationsKeys } from './keys.ts';

export const removeEmail = () => api<NotificationPreferences>(API_PATHS.accountEmail, { method: 'DELETE' });

export function useRemoveEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeEmail,
    onSuccess: (preferences) => queryClient.setQueryData(notificationsKeys.preferences(), preferences),
  });
}
