/**
 * POST /api/public/v1/reports {subject, reason, details?} → 201 {id}. 404 for what the caller
 * cannot see, 409 for their own or a repeat while open, 429 past the hourly limit.
 */
import { API_PATHS, type CreateReportBody } from '@neighbourly/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

export const createReport = (body: CreateReportBody) =>
  api<{ id: number }>(API_PATHS.reports, { method: 'POST', json: body });

export const useCreateReport = () => useMutation({ mutationFn: createReport });
