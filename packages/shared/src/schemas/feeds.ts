/** Calendar subscriptions and feeds (issue #18): what the SPA reads of them. */
import { z } from 'zod';

/** A person's private calendar address: whoever has it reads the events they attend. */
export const calendarUrlSchema = z.object({ url: z.string() });
export type CalendarUrl = z.infer<typeof calendarUrlSchema>;
