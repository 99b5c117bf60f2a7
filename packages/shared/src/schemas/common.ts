import { z } from 'zod';
import { ERROR_CODES } from '../constants.ts';

/** `{"success":{"data":…}}`, the envelope of every successful API answer. */
export const successEnvelope = <T extends z.ZodType>(data: T) => z.object({ success: z.object({ data }) });

export const errorEnvelopeSchema = z.object({
  error: z.object({ code: z.enum(ERROR_CODES), message: z.string() }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const locationSchema = z.object({
  city: z.string(),
  state: z.string(),
  country: z.string(),
});
export type Location = z.infer<typeof locationSchema>;

/** Optional keyset paging of lists that can grow (DESIGN §3); absent, the whole list comes. */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  cursor: z.string().max(500).optional(),
});

/** A list answer; `nextCursor` is there when more can be asked for with `cursor`. */
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.object({ data: z.array(item), nextCursor: z.string().optional() }) });
