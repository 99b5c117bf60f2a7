/**
 * Where things are (issue #28): the shipped places, pins, meeting links, and the when/how/where
 * filters that event and group searches take.
 */
import { z } from 'zod';
import { EVENT_FORMATS, LIMITS } from '../constants.ts';
import { placeBySlug } from '../places.ts';
import { MESSAGES } from '../validation.ts';
import { textSchema } from './common.ts';

/** GET /places: one of the shipped places. */
export const placeSchema = z.object({
  slug: z.string(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  kind: z.enum(['LOCAL_AREA', 'NEIGHBOURHOOD', 'MUNICIPALITY']),
});

/** A slug of the shipped list (a group's or a person's home place, a search's `place`). */
export const placeSlugSchema = z
  .string()
  .refine((slug) => placeBySlug(slug) !== undefined, MESSAGES.unknownPlace);

export const latitudeSchema = z
  .number({ error: MESSAGES.latitude })
  .min(-90, MESSAGES.latitude)
  .max(90, MESSAGES.latitude);
export const longitudeSchema = z
  .number({ error: MESSAGES.longitude })
  .min(-180, MESSAGES.longitude)
  .max(180, MESSAGES.longitude);

export const eventFormatSchema = z.enum(EVENT_FORMATS, { error: MESSAGES.format });

/** An online event's link: a web address people open, never `javascript:` or the like. */
export const meetingUrlSchema = textSchema()
  .trim()
  .max(LIMITS.meetingUrlMax, MESSAGES.meetingUrl)
  .pipe(z.httpUrl({ error: MESSAGES.meetingUrl }));

/** Latitude and longitude come together or not at all. */
export const pinnedBoth = (event: { latitude?: number | null; longitude?: number | null }) =>
  (event.latitude == null) === (event.longitude == null);

/** A date, or a date and time with or without its offset; without one, read in Vancouver. */
const DATE_OR_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** Whether `value` names a real day (no 30 February) and a real time of it. */
function isRealDateOrTime(value: string): boolean {
  const parts = DATE_OR_TIME.exec(value);
  if (!parts) return false;
  const [year, month, day, hour = '0', minute = '0', second = '0'] = parts.slice(1).map((p) => p ?? '0');
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return (
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day) &&
    Number(hour) < 24 &&
    Number(minute) < 60 &&
    Number(second) < 60
  );
}

/**
 * A point in time on the community's clock, as milliseconds of a UTC clock showing the same
 * digits (a date alone is its midnight; `endOfDay` makes a date the midnight after it). Offsets
 * are applied: this orders and measures a range to within the zone's offset, which is all a
 * range check needs.
 */
export function wallClockMsOfSearchDate(value: string, endOfDay = false): number {
  const dateOnly = value.length === 10;
  const ms = Date.parse(
    dateOnly ? `${value}T00:00:00Z` : /(Z|[+-]\d{2}:\d{2})$/.test(value) ? value : `${value}Z`,
  );
  return dateOnly && endOfDay ? ms + 86_400_000 : ms;
}

export const searchDateSchema = textSchema().refine(isRealDateOrTime, MESSAGES.searchWhen);

const withinKm = z.coerce
  .number({ error: MESSAGES.withinKm })
  .min(1, MESSAGES.withinKm)
  .max(LIMITS.withinKmMax, MESSAGES.withinKm);

/** `near=49.26,-123.16`: a point as latitude,longitude. */
const nearSchema = textSchema()
  .regex(/^\s*-?\d{1,3}(\.\d+)?\s*,\s*-?\d{1,3}(\.\d+)?\s*$/, MESSAGES.near)
  .transform((value, ctx) => {
    const [latitude, longitude] = value.split(',').map(Number) as [number, number];
    if (Math.abs(latitude) > 90) ctx.addIssue({ code: 'custom', message: MESSAGES.latitude });
    else if (Math.abs(longitude) > 180) ctx.addIssue({ code: 'custom', message: MESSAGES.longitude });
    return { latitude, longitude };
  });

/** Where a search measures from and how far it reaches; shared by event and group searches. */
export const whereQueryFields = {
  near: nearSchema.optional(),
  place: placeSlugSchema.optional(),
  withinKm: withinKm.optional(),
};

/** When and how, for event searches. */
export const whenHowQueryFields = {
  from: searchDateSchema.optional(),
  to: searchDateSchema.optional(),
  format: eventFormatSchema.optional(),
};

type WhereQuery = { near?: unknown; place?: string | undefined; withinKm?: number | undefined };
type WhenQuery = { from?: string | undefined; to?: string | undefined };

/** The checks across fields: one point at most, a distance only from a point, a sane range. */
export function checkWhere(query: WhereQuery, ctx: z.RefinementCtx) {
  if (query.near !== undefined && query.place !== undefined) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.nearOrPlace, path: ['place'] });
  }
  if (query.withinKm !== undefined && query.near === undefined && query.place === undefined) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.withinNeedsPoint, path: ['withinKm'] });
  }
}

export function checkWhen(query: WhenQuery, ctx: z.RefinementCtx) {
  if (query.from === undefined || query.to === undefined) return;
  const span = wallClockMsOfSearchDate(query.to, true) - wallClockMsOfSearchDate(query.from);
  if (span <= 0 || span > LIMITS.searchRangeMaxDays * 86_400_000) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.searchRange, path: ['to'] });
  }
}

/** GET /places/search?q=: an address, a street corner, a landmark. */
export const addressSearchQuerySchema = z.object({
  q: textSchema(MESSAGES.addressSearch)
    .trim()
    .min(3, MESSAGES.addressSearch)
    .max(LIMITS.addressSearchMax, MESSAGES.addressSearch),
});

/** One match of an address search: its name as the geocoder writes it, and its point. */
export const addressMatchSchema = z.object({ name: z.string(), latitude: z.number(), longitude: z.number() });
export type AddressMatch = z.infer<typeof addressMatchSchema>;
