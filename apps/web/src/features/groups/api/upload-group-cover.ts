/**
 * POST /api/public/v1/images/group?groupId= — multipart, the image in the field `file` (png or
 * jpeg, at most 5 MB; 415 UNSUPPORTED_MEDIA_TYPE, 413 PAYLOAD_TOO_LARGE). The owner only.
 * Sent with XMLHttpRequest so that the page can show the upload's progress.
 */
import { API_PATHS } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/index.ts';
import { apiUploadImage } from '@/lib/api.ts';
import { bumpGroupCoverVersion } from './get-group-cover.ts';
import { groupQueryOptions } from './get-group.ts';
import { userGroupsQueryOptions } from './get-user-groups.ts';

export interface UploadGroupCoverInput {
  groupId: string;
  file: File;
  onProgress?: (fraction: number) => void;
}

export const uploadGroupCover = ({ groupId, file, onProgress }: UploadGroupCoverInput): Promise<void> =>
  apiUploadImage(API_PATHS.groupImage, { groupId }, file, onProgress);

export function useUploadGroupCover() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: uploadGroupCover,
    onSuccess: async (_data, { groupId }) => {
      // The new image exists now: every <img> of this cover may load it at once.
      bumpGroupCoverVersion(queryClient, groupId);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: groupQueryOptions(groupId).queryKey }),
        user && queryClient.invalidateQueries({ queryKey: userGroupsQueryOptions(user.id).queryKey }),
      ]);
    },
  });
}
