/**
 * POST /api/public/v1/images/avatar?userId= — multipart, the image in the field `avatar` (png
 * or jpeg, at most 5 MB; 415 UNSUPPORTED_MEDIA_TYPE, 413 PAYLOAD_TOO_LARGE). Own avatar only.
 * Sent with XMLHttpRequest so that the page can show the upload's progress.
 */
import { API_PATHS } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bumpAvatarVersion } from '@/components/UserAvatar.tsx';
import { patchSelf } from '@/features/auth/index.ts';
import { apiUpload } from '@/lib/api.ts';
import { patchUserProfile } from './get-user-profile.ts';
import { refreshListsShowingPeople } from './refresh-person.ts';

export interface UploadAvatarInput {
  userId: string;
  file: File;
  onProgress?: (fraction: number) => void;
}

export async function uploadAvatar({ userId, file, onProgress }: UploadAvatarInput): Promise<void> {
  const form = new FormData();
  form.set('avatar', file);
  await apiUpload(API_PATHS.avatarImage, { query: { userId }, form, ...(onProgress ? { onProgress } : {}) });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: async (_data, { userId }) => {
      // The new image exists now: every <img> of this avatar may load it at once.
      bumpAvatarVersion(queryClient, userId);
      patchSelf(queryClient, { hasAvatar: true });
      patchUserProfile(queryClient, userId, { hasAvatar: true });
      await refreshListsShowingPeople(queryClient);
    },
  });
}
