/** DELETE /api/public/v1/images/avatar?userId= — removes the caller's own avatar. */
import { API_PATHS } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bumpAvatarVersion } from '@/components/UserAvatar.tsx';
import { patchSelf } from '@/features/auth/index.ts';
import { api } from '@/lib/api.ts';
import { patchUserProfile } from './get-user-profile.ts';
import { refreshListsShowingPeople } from './refresh-person.ts';

export async function deleteAvatar(userId: string): Promise<void> {
  await api(API_PATHS.avatarImage, { method: 'DELETE', query: { userId } });
}

export function useDeleteAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAvatar,
    onSuccess: async (_data, userId) => {
      // The letter shows at once; no <img> asks for the image that is gone.
      patchSelf(queryClient, { hasAvatar: false });
      patchUserProfile(queryClient, userId, { hasAvatar: false });
      bumpAvatarVersion(queryClient, userId);
      await refreshListsShowingPeople(queryClient);
    },
  });
}
