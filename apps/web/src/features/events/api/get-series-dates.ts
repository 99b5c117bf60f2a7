/**
 * GET /api/public/v1/events/getAllForGroup?groupId=&showFutureEvents=true&seriesId= — the
 * upcoming events of a series, soonest first (issue #26: lists show a series once; its page
 * links to the other dates). A series has at most LIMITS.seriesMaxEvents ahead: one page.
 */
import { API_PATHS, LIMITS, type Event } from '@neighbourly/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import { eventKeys } from './keys.ts';

export async function getSeriesDates(groupId: string, seriesId: number, signal?: AbortSignal) {
  const { data } = await apiRequest<Event[]>(API_PATHS.eventsForGroup, {
    query: { groupId, showFutureEvents: true, seriesId, limit: LIMITS.seriesMaxEvents },
    signal,
  });
  return data;
}

export const seriesDatesQueryOptions = (groupId: string, seriesId: number) =>
  queryOptions({
    queryKey: eventKeys.seriesDates(groupId, seriesId),
    queryFn: ({ signal }) => getSeriesDates(groupId, seriesId, signal),
  });

export const useSeriesDates = (groupId: string, seriesId: number | null) =>
  useQuery({ ...seriesDatesQueryOptions(groupId, seriesId ?? 0), enabled: seriesId !== null });
