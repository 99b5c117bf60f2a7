/**
 * POST /api/public/v1/notifications/read {ids} or {all: true}: those are read now; the answer is
 * how many stay unread.
 */
import { API_PATHS, type MarkNotificationsReadBody, type NotificationPage } from '@neighbourly/shared';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { notificationsKeys } from './keys.ts';

export const markNotificationsRead = (body: MarkNotificationsReadBody) =>
  api<{ count: number }>(API_PATHS.notificationsRead, { method: 'POST', json: body });

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    // The list shows them read at once, not a round trip later.
    onMutate: (body) => {
      const ids = 'ids' in body ? new Set(body.ids) : null;
      queryClient.setQueryData<InfiniteData<NotificationPage>>(notificationsKeys.list(), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((item) => (!ids || ids.has(item.id) ? { ...item, read: true } : item)),
              })),
            }
          : data,
      );
    },
    onSuccess: ({ count }) => queryClient.setQueryData(notificationsKeys.unreadCount(), { count }),
    onError: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
  });
}
