import { z } from 'zod';
import { ERROR_CODES, HIDDEN_STATES, LIMITS } from '../constants.ts';
import { LOCALES, type Locale } from '../locales.ts';
import { RETURN_TO_MAX } from '../return-to.ts';
import { PATTERNS } from '../patterns.ts';
import { MESSAGES } from '../validation.ts';

/**
 * Every text that comes in starts here: a string a person could type (PATTERNS.typeable), so
 * client and server refuse NUL and its kin once, with one message, before any database sees it.
 * `missingMessage` replaces zod's own words when the field is absent or not a string.
 */
export const textSchema = (missingMessage?: string) =>
  z
    .string(missingMessage ? { error: missingMessage } : undefined)
    .regex(PATTERNS.typeable, MESSAGES.controlCharacters);

/** Typeable text of 1..max characters that does not start with whitespace, one message for all. */
export const nonBlankTextSchema = (max: number, message: string) =>
  textSchema().min(1, message).max(max, message).regex(PATTERNS.startsWithNonSpace, message);

/** A user id (a login) as sent in queries and bodies; unknown ones are the service's 404. */
export const userIdSchema = textSchema().max(LIMITS.loginMax);

/** A number that names a row: a positive whole number that the integer id columns can hold. */
export const rowIdSchema = z.coerce.number().int().positive().max(LIMITS.databaseIntMax);

/** `{"success":{"data":…}}`, the envelope of every successful API answer. */
export const successEnvelope = <T extends z.ZodType>(data: T) => z.object({ success: z.object({ data }) });

export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    /** On a 5xx: the request's id (also its X-Request-Id header), to quote to the help address. */
    requestId: z.string().optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/**
 * On a hidden group, event, comment or message, for its author and moderators only (everyone
 * else does not get it at all): HIDDEN by the moderators with their reason, or HELD for review.
 */
export const hiddenNoticeSchema = z
  .object({ state: z.enum(HIDDEN_STATES), reason: z.string().nullable() })
  .optional();
export type HiddenNotice = z.infer<typeof hiddenNoticeSchema>;

export const locationSchema = z.object({
  city: z.string(),
  state: z.string(),
  country: z.string(),
});
export type Location = z.infer<typeof locationSchema>;

/** Optional keyset paging of lists that can grow; absent, the whole list comes, as older clients expect. */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  /** Opaque; its contents are checked against the list's keys when decoded (INVALID_CURSOR). */
  cursor: z.string().max(500).optional(),
});

/** A list answer; `nextCursor` is there when more can be asked for with `cursor`. */
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.object({ data: z.array(item), nextCursor: z.string().optional() }) });

/**
 * The query of the routes that take a return path. Any string is accepted: an unsafe one is
 * ignored (the person lands on /) rather than refused, as the browser would only show an error.
 */
export const returnToQuerySchema = z.object({ returnTo: z.string().max(RETURN_TO_MAX).optional() });

/** One of the languages Neighbourly speaks (issue #29). */
export const localeSchema = z.enum(LOCALES as [Locale, ...Locale[]]);
