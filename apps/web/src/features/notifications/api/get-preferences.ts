/**
 * GET /api/public/v1/notifications/preferences — the address notifications are emailed to (and
 * whether it is verified), whether this server sends email, and email on or off per kind.
 */
import { API_PATHS, type NotificationPreferences } from '@neighbourly/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { notificationsKeys } from './keys.ts';

export const getPreferences = (signal?: AbortSignal) =>
  api<NotificationPreferences>(API_PATHS.notificationPreferences, { signal });

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: notificationsKeys.preferences(),
    queryFn: ({ signal }) => getPreferences(signal),
  });

export const usePreferences = () => useQuery(preferencesQueryOptions());
