/**
 * GET /api/public/v1/images/event?groupId=&eventId= — the cover image (404 when none), read by
 * an <img>, so there is no fetcher here: this file builds its URL. The page keeps an <img>
 * whose src did not change, so a version (`v`) that changes after an upload or a delete is
 * added to the URL (lib/image-version.ts).
 */
import { API_PATHS } from '@neighbourly/shared';
import type { QueryClient } from '@tanstack/react-query';
import { buildUrl } from '@/lib/api.ts';
import { bumpImageVersion, imageVersionQueryOptions, useImageVersion } from '@/lib/image-version.ts';
import { eventKeys, type EventKey } from './keys.ts';

export const eventCoverUrl = ({ groupId, eventId }: EventKey, version = 0) =>
  buildUrl(API_PATHS.eventImage, { groupId, eventId, v: version || undefined });

export const eventCoverVersionQueryOptions = ({ groupId, eventId }: EventKey) =>
  imageVersionQueryOptions(eventKeys.coverVersion(groupId, eventId));

/** Makes every <img> of this event's cover load it again. */
export const bumpEventCoverVersion = (queryClient: QueryClient, key: EventKey) =>
  bumpImageVersion(queryClient, eventCoverVersionQueryOptions(key));

/** A series cover changed (issue #26): every <img> of the group's event covers loads again. */
export const bumpGroupEventCoverVersions = (queryClient: QueryClient, groupId: string) =>
  queryClient.setQueriesData<number>({ queryKey: eventKeys.coverVersionsOfGroup(groupId) }, Date.now());

export function useEventCoverUrl(key: EventKey): string {
  return eventCoverUrl(key, useImageVersion(eventCoverVersionQueryOptions(key)));
}
