/** PUT /api/public/v1/notifications/preferences {kinds: {kind: on}} — email on or off for those kinds. */
import { API_PATHS, type NotificationKind, type NotificationPreferences } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { notificationsKeys } from './keys.ts';

export type KindChoices = Partial<Record<NotificationKind, boolean>>;

export const updatePreferences = (kinds: KindChoices) =>
  api<NotificationPreferences>(API_PATHS.notificationPreferences, { method: 'PUT', json: { kinds } });

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (preferences) => queryClient.setQueryData(notificationsKeys.preferences(), preferences),
  });
}
