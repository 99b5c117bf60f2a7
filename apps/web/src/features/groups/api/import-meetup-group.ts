/**
 * GET /api/public/v1/import/getGroup?url= (signed in) → `data` an ImportedGroup whose `id` is
 * free to use. Errors: 400 IMPORT_URL_REFUSED (not a Meetup group link) or VALIDATION_ERROR
 * (a link over LIMITS.importUrlMax), 422 IMPORT_FETCH_FAILED, 404 IMPORT_NOT_FOUND.
 */
import { API_PATHS, type ImportedGroup } from '@neighbourly/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

export async function importMeetupGroup(url: string): Promise<ImportedGroup> {
  return api<ImportedGroup>(API_PATHS.importGroup, { query: { url: url.trim() } });
}

/** A mutation, not a query: the page is read once, when the user asks for it. */
export const useImportMeetupGroup = () => useMutation({ mutationFn: importMeetupGroup });
