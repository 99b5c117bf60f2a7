/**
 * GET /api/public/v1/account/calendarUrl — the signed-in person's private calendar address
 * (`{url}`), made on the first ask: calendar apps subscribe to it and read, without a session,
 * the upcoming events the person hosts, goes to or waits for.
 */
import { API_PATHS, type CalendarUrl } from '@neighbourly/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { peopleKeys } from './keys.ts';

export async function getCalendarUrl(signal?: AbortSignal): Promise<CalendarUrl> {
  return api<CalendarUrl>(API_PATHS.calendarUrl, { signal });
}

export const calendarUrlQueryOptions = () =>
  queryOptions({
    queryKey: peopleKeys.calendarUrl(),
    queryFn: ({ signal }) => getCalendarUrl(signal),
    // It changes only when the person asks for a new one (which sets it here).
    staleTime: Infinity,
  });

export const useCalendarUrl = () => useQuery(calendarUrlQueryOptions());
