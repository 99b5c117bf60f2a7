/**
 * POST /api/public/v1/account/calendarUrl — a new private calendar address; the old one stops
 * working at once (the server answers 404 to it).
 */
import { API_PATHS, type CalendarUrl } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { calendarUrlQueryOptions } from './get-calendar-url.ts';

export async function renewCalendarUrl(): Promise<CalendarUrl> {
  return api<CalendarUrl>(API_PATHS.calendarUrl, { method: 'POST' });
}

export function useRenewCalendarUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewCalendarUrl,
    onSuccess: (fresh) => queryClient.setQueryData(calendarUrlQueryOptions().queryKey, fresh),
  });
}
