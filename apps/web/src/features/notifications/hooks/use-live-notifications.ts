import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/index.ts';
import { useLiveEvent, useLiveReconnect } from '@/lib/live.ts';
import { notificationsKeys } from '../api/keys.ts';

/**
 * Notifications' part of the app's live stream (lib/live.ts): the event only says "something
 * changed", so the count, the list and the preferences are asked for again; likewise once the
 * stream reopens after a drop, for what was missed meanwhile.
 */
export function useLiveNotifications() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const enabled = !!user;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
  useLiveEvent('notifications', refresh, enabled);
  useLiveReconnect(refresh, enabled);
}
