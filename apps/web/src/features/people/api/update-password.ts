/**
 * POST /api/public/v1/account/updatePassword {id, currentPassword, newPassword}. A wrong
 * current password answers 400 with MESSAGES.currentPasswordWrong. This session stays signed
 * in; the user's other sessions end.
 */
import { API_PATHS, type UpdatePasswordBody } from '@neighbourly/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

export async function updatePassword(body: UpdatePasswordBody): Promise<void> {
  await api(API_PATHS.updatePassword, { method: 'POST', json: body });
}

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
