/**
 * GET /api/public/v1/notifications?cursor= — the signed-in person's notifications, newest first,
 * a page at a time; each page names the cursor of the next (older) one, null at the end.
 */
import { API_PATHS, type NotificationPage } from '@neighbourly/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { notificationsKeys } from './keys.ts';

export const getNotifications = (cursor: string | undefined, signal?: AbortSignal) =>
  api<NotificationPage>(API_PATHS.notifications, { query: { cursor }, signal });

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationsKeys.list(),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: NotificationPage) => page.nextCursor ?? undefined,
  });

export const useNotifications = () => useInfiniteQuery(notificationsQueryOptions());
