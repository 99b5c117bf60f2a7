/**
 * POST /api/public/v1/notifications/unsubscribe?token= — the link at the foot of a notification
 * email: no more emails of that kind. Needs no session; the answer names the kind.
 */
import { API_PATHS, type NotificationKind } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { notificationsKeys } from './keys.ts';

export const unsubscribe = (token: string) =>
  api<{ kind: NotificationKind }>(API_PATHS.unsubscribe, {
    method: 'POST',
    query: { token },
    // A visitor may follow the link: a 401 here is no sign that a session expired.
    authExpiry: false,
  });

export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.preferences() }),
  });
}
