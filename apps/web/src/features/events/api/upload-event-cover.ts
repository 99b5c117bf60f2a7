/**
 * POST /api/public/v1/images/event?groupId=&eventId=&scope= — multipart, the image in the field
 * `file` (png or jpeg, at most 5 MB; 415 UNSUPPORTED_MEDIA_TYPE, 413 PAYLOAD_TOO_LARGE). The
 * host only; scope SERIES sets the cover of all events in the series (issue #26). Sent with
 * XMLHttpRequest so that the page can show the upload's progress.
 */
import { API_PATHS, type CoverScope } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/index.ts';
import { apiUploadImage } from '@/lib/api.ts';
import { bumpEventCoverVersion, bumpGroupEventCoverVersions } from './get-event-cover.ts';
import { eventQueryOptions } from './get-event.ts';
import type { EventKey } from './keys.ts';
import { refreshEventLists, refreshGroupEvents } from './refresh-events.ts';

export interface UploadEventCoverInput extends EventKey {
  file: File;
  onProgress?: (fraction: number) => void;
  /** THIS when absent. */
  scope?: CoverScope;
}

export const uploadEventCover = ({
  groupId,
  eventId,
  file,
  onProgress,
  scope,
}: UploadEventCoverInput): Promise<void> =>
  apiUploadImage(API_PATHS.eventImage, { groupId, eventId, scope }, file, onProgress);

export function useUploadEventCover() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: uploadEventCover,
    onSuccess: async (_data, { groupId, eventId, scope }) => {
      // The new image exists now: every <img> of this cover may load it at once.
      bumpEventCoverVersion(queryClient, { groupId, eventId });
      if (scope === 'SERIES') {
        bumpGroupEventCoverVersions(queryClient, groupId);
        await refreshGroupEvents(queryClient, groupId);
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: eventQueryOptions({ groupId, eventId }).queryKey }),
        refreshEventLists(queryClient, groupId, user?.id),
      ]);
    },
  });
}
