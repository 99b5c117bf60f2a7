/**
 * POST /api/public/v1/moderation/actions {subject, action, reason, reportIds?}: closes the
 * reports; done already by another moderator, an empty answer. The queue is read again after.
 */
import { API_PATHS, type ModerationActionBody, type ModerationActionResult } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { moderationKeys } from './get-reports.ts';

export const moderate = (body: ModerationActionBody) =>
  api<ModerationActionResult>(API_PATHS.moderationActions, { method: 'POST', json: body });

export function useModerationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
