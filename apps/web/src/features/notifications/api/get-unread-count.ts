/** GET /api/public/v1/notifications/unreadCount — how many of the person's notifications are unread. */
import { API_PATHS } from '@neighbourly/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { notificationsKeys } from './keys.ts';

export const getUnreadCount = (signal?: AbortSignal) =>
  api<{ count: number }>(API_PATHS.notificationsUnreadCount, { signal });

export const unreadCountQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: notificationsKeys.unreadCount(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    select: (data) => data.count,
    enabled,
    // The live stream keeps it current; coming back to the tab asks again in case it dropped.
    refetchOnWindowFocus: 'always',
  });

export const useUnreadCount = (enabled = true) => useQuery(unreadCountQueryOptions(enabled));
