/**
 * POST /api/public/v1/images/event?groupId=&eventId= — multipart, the image in the field
 * `file` (png or jpeg, at most 5 MB; 415 UNSUPPORTED_MEDIA_TYPE, 413 PAYLOAD_TOO_LARGE). The
 * host only. Sent with XMLHttpRequest so that the page can show the upload's progress.
 */
import { API_PATHS } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/index.ts';
import { apiUploadImage } from '@/lib/api.ts';
import { bumpEventCoverVersion } from './get-event-cover.ts';
import { eventQueryOptions } from './get-event.ts';
import type { EventKey } from './keys.ts';
import { refreshEventLists } from './refresh-events.ts';

export interface UploadEventCoverInput extends EventKey {
  file: File;
  onProgress?: (fraction: number) => void;
}

export const uploadEventCover = ({
  groupId,
  eventId,
  file,
  onProgress,
}: UploadEventCoverInput): Promise<void> =>
  apiUploadImage(API_PATHS.eventImage, { groupId, eventId }, file, onProgress);

export function useUploadEventCover() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: uploadEventCover,
    onSuccess: async (_data, { groupId, eventId }) => {
      // The new image exists now: every <img> of this cover may load it at once.
      bumpEventCoverVersion(queryClient, { groupId, eventId });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: eventQueryOptions({ groupId, eventId }).queryKey }),
        refreshEventLists(queryClient, groupId, user?.id),
      ]);
    },
  });
}
