/**
 * POST /api/public/v1/moderation/actions {subject, action, reason, reportIds?, until?}: acts and
 * closes the reports; done already by another moderator, `logId: null`. Both queues and the log
 * are read again after, whatever the answer (a 409 means they are stale too).
 */
import { API_PATHS, type ModerationActionBody, type ModerationActionResult } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { moderationLogQueryOptions } from './get-log.ts';
import { moderationQueueQueryOptions } from './get-reports.ts';

export const moderate = (body: ModerationActionBody) =>
  api<ModerationActionResult>(API_PATHS.moderationActions, { method: 'POST', json: body });

export function useModerationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderate,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationQueueQueryOptions('OPEN').queryKey }),
        queryClient.invalidateQueries({ queryKey: moderationQueueQueryOptions('CLOSED').queryKey }),
        queryClient.invalidateQueries({ queryKey: moderationLogQueryOptions().queryKey }),
      ]),
  });
}
