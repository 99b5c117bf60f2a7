/**
 * GET /api/public/v1/import/getEvent?url= (signed in) → `data` an ImportedEvent (`startDate`
 * an ISO instant). Errors: 400 IMPORT_URL_REFUSED (not a Meetup event link) or
 * VALIDATION_ERROR (a link over LIMITS.importUrlMax), 422 IMPORT_FETCH_FAILED,
 * 404 IMPORT_NOT_FOUND.
 */
import { API_PATHS, type ImportedEvent } from '@neighbourly/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

export async function importMeetupEvent(url: string): Promise<ImportedEvent> {
  return api<ImportedEvent>(API_PATHS.importEvent, { query: { url: url.trim() } });
}

/** A mutation, not a query: the page is read once, when the user asks for it. */
export const useImportMeetupEvent = () => useMutation({ mutationFn: importMeetupEvent });
