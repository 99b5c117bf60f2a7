/**
 * Calendars and feeds (issue #18), read by calendar apps and feed readers, which carry no
 * session: a public group's calendar and Atom feed are open to anyone and show its public events
 * only; a private group's calendar needs a signed-in member (so it opens in the browser, not in
 * a calendar app); a person's own calendar is read with the secret token in its address.
 */
import crypto from 'node:crypto';
import {
  API_PATHS,
  can,
  COMMUNITY_TIME_ZONE,
  formatPageTitle,
  PRODUCT_NAME,
  type GroupFacts,
  type Locale,
} from '@neighbourly/shared';
import { formatTime, intlLocaleOf } from '@neighbourly/i18n/dates';
import {
  feeds_date_at_time,
  feeds_group_calendar_description,
  feeds_group_feed_copyright,
  feeds_group_feed_title,
  feeds_my_events_calendar,
  feeds_my_events_description,
} from '@neighbourly/i18n/messages';
import type { AppDeps } from '../../deps.ts';
import { forbidden, notFound, unauthenticated } from '../../http/errors.ts';
import { escapeMarkup } from '../../http/markup.ts';
import { hmac, sha256 } from '../../http/secret.ts';
import type { CurrentUser } from '../../http/session.ts';
import { addEventTo, eventPageUrl, groupPageUrl, newCalendar } from '../events/index.ts';
import { requireGroup, roleIn } from '../groups/index.ts';
import { localeOfUser } from '../notifications/index.ts';
import {
  findTokenOfUser,
  insertTokenIfNone,
  replaceToken,
  updateTokenHash,
  userOfTokenHash,
} from './feeds.repository.ts';
import { upcomingEventsOfGroup, upcomingEventsOfPerson } from './calendar.repository.ts';

/** A feed lists this many upcoming events at most: months of a busy group. */
export const FEED_EVENTS_MAX = 200;
/** How often subscribed calendar apps should look again, in seconds. */
const GROUP_CALENDAR_TTL = 3600;
const PERSONAL_CALENDAR_TTL = 900;

/** A 256-bit token in base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The group's calendar file, and whether it is public (a shared cache may keep it). */
export async function groupCalendar(
  deps: AppDeps,
  user: CurrentUser | null,
  groupId: string,
  locale: Locale = 'en',
) {
  const group = await requireGroup(deps.db, groupId);
  const facts: GroupFacts = {
    kind: 'group',
    ownerId: group.owner_id,
    type: group.type,
    actorRole: user ? ((await roleIn(deps.db, group.id, user.id)) ?? null) : null,
  };
  if (!can(user?.id ?? null, 'readCalendar', facts)) {
    if (!user) throw unauthenticated();
    throw forbidden("Only members see a private group's calendar.");
  }
  const isPublic = group.type === 'PUBLIC';
  const events = await upcomingEventsOfGroup(deps.db, group.id, {
    // One address for everyone: a public group's calendar never shows its members-only events.
    publicOnly: isPublic,
    limit: FEED_EVENTS_MAX,
    now: new Date().toISOString(),
  });
  const calendar = await newCalendar(formatPageTitle(group.name), {
    description: feeds_group_calendar_description({ group: group.name }, { locale }),
    url: groupPageUrl(deps.config.publicUrl, group.id),
    ttl: GROUP_CALENDAR_TTL,
  });
  for (const event of events) addEventTo(calendar, deps.config.publicUrl, event, { locale });
  return { body: calendar.toString(), isPublic };
}

/** The Atom feed of a public group's upcoming public events; a private group has none (403). */
export async function groupAtomFeed(deps: AppDeps, groupId: string, locale: Locale = 'en'): Promise<string> {
  const group = await requireGroup(deps.db, groupId);
  if (group.type !== 'PUBLIC') throw forbidden('This group is private: its events have no public feed.');
  const events = await upcomingEventsOfGroup(deps.db, group.id, {
    publicOnly: true,
    limit: FEED_EVENTS_MAX,
    now: new Date().toISOString(),
  });
  const pageUrl = groupPageUrl(deps.config.publicUrl, group.id);
  const lastChange = [group.updated_at, ...events.map((e) => e.updated_at)].sort().at(-1)!;
  // The feed library loads with the first feed asked for (issue #31).
  const { Feed } = await import('feed');
  const feed = new Feed({
    id: pageUrl,
    title: groupFeedTitle(group.name, locale),
    description: group.description,
    link: pageUrl,
    updated: new Date(lastChange),
    generator: PRODUCT_NAME,
    language: locale,
    copyright: feeds_group_feed_copyright({ group: group.name }, { locale }),
    feedLinks: { atom: groupFeedUrl(deps, group.id) },
  });
  for (const event of events) {
    const url = eventPageUrl(deps.config.publicUrl, event);
    feed.addItem({
      id: url,
      // The library writes entry titles and summaries as `type="html"`: what a person typed goes
      // in as escaped text, so a feed reader shows it and never runs it.
      title: escapeMarkup(event.name),
      link: url,
      date: new Date(event.updated_at),
      published: new Date(event.created_at),
      description: htmlParagraphs([whenAndWhere(event, locale), event.description]),
      author: [{ name: event.host_name }],
    });
  }
  return feed.atom1();
}

/** Plain texts as escaped HTML paragraphs, their line breaks kept. */
const htmlParagraphs = (texts: string[]) =>
  texts.map((text) => `<p>${escapeMarkup(text).replace(/\r?\n/g, '<br>')}</p>`).join('');

/** The Atom feed's title, also on the link to it from the group page's head. */
export const groupFeedTitle = (groupName: string, locale: Locale = 'en') =>
  feeds_group_feed_title({ group: groupName }, { locale });

/** The address of a public group's Atom feed, which its page links from its head. */
export const groupFeedUrl = (deps: AppDeps, groupId: string) =>
  `${deps.config.publicUrl}${API_PATHS.groupFeed}?groupId=${encodeURIComponent(groupId)}`;

const LONG_DAY: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: COMMUNITY_TIME_ZONE,
};

/**
 * "Tuesday, November 24, 2026 at 18:00 · Stanley Park", in the community's time zone and the
 * reader's language ("mardi 24 novembre 2026 à 18 h 00 · Stanley Park").
 */
function whenAndWhere(event: { start_date_time: string; location: string }, locale: Locale) {
  const start = new Date(event.start_date_time);
  const date = new Intl.DateTimeFormat(intlLocaleOf(locale), LONG_DAY).format(start);
  const time = formatTime(start, locale, COMMUNITY_TIME_ZONE);
  return `${feeds_date_at_time({ date, time }, { locale })} · ${event.location}`;
}

/** The token of the person's calendar address: HMAC of the row's nonce under the app's secret. */
const tokenOf = (deps: AppDeps, userId: string, nonce: string) =>
  hmac(deps.secret, `calendar:${userId}:${nonce}`);
const newNonce = () => crypto.randomBytes(16).toString('base64url');

const personalCalendarUrl = (deps: AppDeps, token: string) =>
  `${deps.config.publicUrl}${API_PATHS.personalCalendar}/${token}.ics`;

/** The person's calendar address, made on the first ask. */
export async function calendarUrlOf(deps: AppDeps, user: CurrentUser): Promise<string> {
  let row = await findTokenOfUser(deps.db, user.id);
  if (!row) {
    const nonce = newNonce();
    const fresh = { user_id: user.id, nonce, token_hash: sha256(tokenOf(deps, user.id, nonce)) };
    await insertTokenIfNone(deps.db, fresh, new Date().toISOString());
    row = (await findTokenOfUser(deps.db, user.id)) ?? fresh;
  }
  const token = tokenOf(deps, user.id, row.nonce);
  if (sha256(token) !== row.token_hash) await updateTokenHash(deps.db, user.id, sha256(token));
  return personalCalendarUrl(deps, token);
}

/** A new calendar address for the person; the old one answers 404 from now on. */
export async function regenerateCalendarUrl(deps: AppDeps, user: CurrentUser): Promise<string> {
  const nonce = newNonce();
  const token = tokenOf(deps, user.id, nonce);
  await replaceToken(
    deps.db,
    { user_id: user.id, nonce, token_hash: sha256(token) },
    new Date().toISOString(),
  );
  return personalCalendarUrl(deps, token);
}

/**
 * The calendar of the events the token's owner has a place at and that have not ended: hosting,
 * going, and on the waitlist (marked "(waitlist)" and tentative, so they can keep the time free).
 */
export async function personalCalendar(
  deps: AppDeps,
  file: string,
  readerLocale: () => Promise<Locale>,
): Promise<string> {
  const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : file;
  const userId = TOKEN_PATTERN.test(token) ? await userOfTokenHash(deps.db, sha256(token)) : undefined;
  if (!userId) throw notFound('This calendar address is not valid (a newer one may have replaced it).');
  const events = await upcomingEventsOfPerson(deps.db, userId, {
    limit: FEED_EVENTS_MAX,
    now: new Date().toISOString(),
  });
  // The owner's language (their account's), else the asking app's Accept-Language, else English.
  const locale = (await localeOfUser(deps.db, userId)) ?? (await readerLocale());
  const calendar = await newCalendar(feeds_my_events_calendar({}, { locale }), {
    description: feeds_my_events_description({}, { locale }),
    url: `${deps.config.publicUrl}/my-events`,
    ttl: PERSONAL_CALENDAR_TTL,
  });
  for (const event of events) {
    addEventTo(calendar, deps.config.publicUrl, event, {
      waitlisted: event.my_role === 'WAITLISTED',
      withMeetingUrl: true,
      locale,
    });
  }
  return calendar.toString();
}
