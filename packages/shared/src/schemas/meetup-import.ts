import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { MESSAGES } from '../validation.ts';
import { textSchema } from './common.ts';

/** GET /import/getGroup?url= and /import/getEvent?url= */
export const importUrlQuerySchema = z.object({
  url: textSchema().trim().min(1, MESSAGES.importUrl).max(LIMITS.importUrlMax, MESSAGES.importUrl),
});

/** A Meetup group read for the create-group form: `id` is free to use. */
export const importedGroupSchema = z.object({ id: z.string(), title: z.string(), description: z.string() });
export type ImportedGroup = z.infer<typeof importedGroupSchema>;

/** A Meetup event read for the event form; `startDate` is an ISO instant. */
export const importedEventSchema = z.object({
  location: z.string(),
  title: z.string(),
  description: z.string(),
  startDate: z.string(),
});
export type ImportedEvent = z.infer<typeof importedEventSchema>;
