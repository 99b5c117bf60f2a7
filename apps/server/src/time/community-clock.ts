/**
 * The community's clock (America/Vancouver), read from current IANA time zone data.
 *
 * Node 20's built-in ICU carries tz 2025c, from before British Columbia moved to permanent
 * UTC−7 on 1 November 2026; browsers, phones and calendar apps already have the newer data. With
 * Intl the server would write every winter time an hour early (emails, first paint, series).
 * moment-timezone ships its own data, updated with each tz release, so the server reads the
 * zone's rules from it instead.
 */
import { createRequire } from 'node:module';
import { COMMUNITY_TIME_ZONE } from '@neighbourly/shared';
import type momentTimezone from 'moment-timezone';

const require = createRequire(import.meta.url);
let loaded: typeof momentTimezone | undefined;
/** The zone data (about 10 MB in memory) loads on first use, not with the server. */
const zones = () => (loaded ??= require('moment-timezone') as typeof momentTimezone);

/** An instant as the zone's clock shows it, in a Date whose UTC fields carry that time. */
export function toWallClock(instant: string, zone = COMMUNITY_TIME_ZONE): Date {
  const local = zones()(instant).tz(zone);
  return new Date(
    Date.UTC(local.year(), local.month(), local.date(), local.hour(), local.minute(), local.second()),
  );
}

/** The instant at which the zone's clock shows `wall` (the reverse of toWallClock). */
export function fromWallClock(wall: Date, zone = COMMUNITY_TIME_ZONE): string {
  return zones().tz(wall.toISOString().slice(0, 19), zone).toISOString();
}

/** An instant on the community's clock in a moment/dayjs pattern, e.g. DATE_TIME_PATTERN. */
export function formatOnCommunityClock(instant: string, pattern: string): string {
  return zones()(instant).tz(COMMUNITY_TIME_ZONE).format(pattern);
}
