/**
 * Address search (issue #28) through a Nominatim-compatible server (GEOCODER_URL), fetched as
 * the Meetup import fetches: only from that origin, only to public addresses, with a time-out and
 * a size cap (http/safe-fetch.ts). Results lean to Metro Vancouver (a view box, not a bound, so
 * a place just outside it is still found).
 */
import { LIMITS, type AddressMatch } from '@neighbourly/shared';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { SafeFetchError, safeFetchPage } from '../../http/safe-fetch.ts';

/** west,north,east,south: Metro Vancouver, from Lions Bay to White Rock, Bowen Island to Langley. */
const METRO_VANCOUVER_VIEWBOX = '-123.45,49.50,-122.40,49.00';

/** What Nominatim's jsonv2 answers, as far as it is read; anything else is a failure. */
const nominatimAnswer = z.array(
  z.object({ display_name: z.string(), lat: z.coerce.number(), lon: z.coerce.number() }),
);

const failed = (why: string) =>
  new AppError(
    422,
    'ADDRESS_SEARCH_FAILED',
    `The address search did not answer (${why}). Try again, or drag the pin.`,
  );

export async function searchAddresses(deps: AppDeps, text: string): Promise<AddressMatch[]> {
  const geocoder = deps.config.geocoder;
  if (!geocoder)
    throw notFound('Address search is not set up on this site: drag the pin or pick a neighbourhood.');
  const url = new URL(`${geocoder.url}/search`);
  url.search = new URLSearchParams({
    q: text,
    format: 'jsonv2',
    limit: String(LIMITS.addressMatchesMax),
    viewbox: METRO_VANCOUVER_VIEWBOX,
    countrycodes: 'ca',
  }).toString();
  let body: string;
  try {
    ({ html: body } = await safeFetchPage(url.toString(), {
      origins: [new URL(geocoder.url).origin],
      privateHosts: geocoder.privateHosts,
      timeoutMs: deps.config.meetup.timeoutMs,
      maxBytes: 256 * 1024,
      accept: 'application/json',
      userAgent: `Neighbourly address search (${deps.config.publicUrl})`,
    }));
  } catch (error) {
    if (error instanceof SafeFetchError) throw failed(error.message);
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw failed('not JSON');
  }
  const answer = nominatimAnswer.safeParse(parsed);
  if (!answer.success) throw failed('an answer of an unknown shape');
  return answer.data
    .filter((m) => Math.abs(m.lat) <= 90 && Math.abs(m.lon) <= 180)
    .slice(0, LIMITS.addressMatchesMax)
    .map((m) => ({ name: m.display_name.slice(0, 300), latitude: m.lat, longitude: m.lon }));
}
