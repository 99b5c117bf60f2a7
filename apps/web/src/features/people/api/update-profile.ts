/**
 * POST /api/public/v1/users {id, name, hasAvatar, homePlace} — the caller's own profile (another
 * id: 403). `data` is the saved profile; the header, the menu and the profile page show it at once.
 * "My neighbourhood" (homePlace) is private, so it is not in the profile: users/self is asked
 * again, for the searches that measure from it.
 */
import { API_PATHS, type UpdateUserBody, type UserProfile } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchSelf, selfQueryOptions } from '@/features/auth/index.ts';
import { api } from '@/lib/api.ts';
import { userProfileQueryOptions } from './get-user-profile.ts';
import { refreshListsShowingPeople } from './refresh-person.ts';

export const updateProfile = (body: UpdateUserBody): Promise<UserProfile> =>
  api<UserProfile>(API_PATHS.users, { method: 'POST', json: body });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile, body) => {
      queryClient.setQueryData(userProfileQueryOptions(profile.id).queryKey, profile);
      patchSelf(queryClient, { name: profile.name, hasAvatar: profile.hasAvatar });
      await Promise.all([
        refreshListsShowingPeople(queryClient),
        body.homePlace !== undefined &&
          queryClient.invalidateQueries({ queryKey: selfQueryOptions().queryKey }),
      ]);
    },
  });
}
