/**
 * DELETE /api/public/v1/users?id= — deletes the caller's own account; the server ends the
 * session. A message shows and the user is signed out after
 * TIMINGS.accountDeletionLogoutDelayMs (3 s): the browser forgets the session and goes home.
 */
import { API_PATHS, TIMINGS } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@/lib/paths.ts';
import { forgetSession } from '@/features/auth/index.ts';
import { api } from '@/lib/api.ts';
import { forgetSavedData } from '@/lib/saved-data.ts';

export async function deleteAccount(userId: string): Promise<void> {
  await api(API_PATHS.users, { method: 'DELETE', query: { id: userId } });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      // Not tied to the page: leaving Settings meanwhile still ends in the sign-out.
      window.setTimeout(() => {
        forgetSession();
        queryClient.clear();
        // The saved data for reading offline is deleted before the page goes (issue #31).
        void forgetSavedData().finally(() => window.location.assign(paths.home.getHref()));
      }, TIMINGS.accountDeletionLogoutDelayMs);
    },
  });
}
