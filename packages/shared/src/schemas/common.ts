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
