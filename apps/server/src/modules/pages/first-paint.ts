/**
 * The first paint of the public pages: plain HTML of what the top of the page shows (the
 * header, then the landing's hero, or a group's or an event's cover, name and facts), sent in
 * the page itself so the browser paints it before any script has loaded. The app replaces it
 * when it starts. Links are ordinary links, so it works as a page on its own until then.
 */
import {
  API_PATHS,
  positionInMonth,
  PRODUCT_NAME,
  type Event,
  type RepeatFrequency,
  type Group,
  type Locale,
} from '@neighbourly/shared';
import { intlLocaleOf } from '@neighbourly/i18n/dates';
import {
  eventPrivacyLabel,
  formatAttendance,
  formatLocation,
  formatMembersCount,
  groupPrivacyLabel,
} from '@neighbourly/i18n/labels';
import {
  events_back_to,
  events_cover_alt,
  events_repeats_biweekly,
  events_repeats_monthly_1,
  events_repeats_monthly_2,
  events_repeats_monthly_3,
  events_repeats_monthly_4,
  events_repeats_monthly_last,
  events_repeats_weekly,
  discovery_events_nearby_title,
  home_events_subtitle,
  home_hero_action,
  home_hero_eyebrow,
  home_hero_text,
  home_hero_title,
  shell_sign_in,
  shell_sign_up,
} from '@neighbourly/i18n/messages';
import { escapeMarkup as esc } from '../../http/markup.ts';
import { formatWhen, toWallClock } from '../../time/community-clock.ts';
import { FIRST_PAINT_CSS } from './first-paint.styles.ts';

/** The community mark of the logo (MUI's Diversity3 icon). */
const MARK_PATHS = [
  'M6.32 13.01c.96.02 1.85.5 2.45 1.34C9.5 15.38 10.71 16 12 16s2.5-.62 3.23-1.66c.6-.84 1.49-1.32 2.45-1.34-.72-1.22-3.6-2-5.68-2-2.07 0-4.96.78-5.68 2.01M4 13c1.66 0 3-1.34 3-3S5.66 7 4 7s-3 1.34-3 3 1.34 3 3 3m16 0c1.66 0 3-1.34 3-3s-1.34-3-3-3-3 1.34-3 3 1.34 3 3 3m-8-3c1.66 0 3-1.34 3-3s-1.34-3-3-3-3 1.34-3 3 1.34 3 3 3',
  'M21 14h-3.27c-.77 0-1.35.45-1.68.92-.04.06-1.36 2.08-4.05 2.08-1.43 0-3.03-.64-4.05-2.08-.39-.55-1-.92-1.68-.92H3c-1.1 0-2 .9-2 2v4h7v-2.26c1.15.8 2.54 1.26 4 1.26s2.85-.46 4-1.26V20h7v-4c0-1.1-.9-2-2-2',
];
const MARK = `<svg viewBox="0 0 24 24" aria-hidden="true">${MARK_PATHS.map((d) => `<path d="${d}"/>`).join('')}</svg>`;

/** The page paths the first paint links to (the app's routes). */
export const PAGE_HREFS = {
  home: '/',
  signUp: '/sign-up',
  signIn: '/authenticate',
  group: (groupId: string) => `/group/${encodeURIComponent(groupId)}`,
  event: (groupId: string, eventId: number) => `/group/${encodeURIComponent(groupId)}/events/${eventId}`,
} as const;

export interface FirstPaintOptions {
  /** Someone is (probably) signed in: no Sign Up / Sign In buttons, which their header lacks. */
  signedIn: boolean;
  /** The reader's language (issue #29): the app that replaces the first paint speaks it too. */
  locale: Locale;
}

/** Header: the logo, and for visitors Sign Up and Sign In (white over the landing's hero). */
function bar({ signedIn, locale }: FirstPaintOptions, overlaid = false): string {
  const actions = signedIn
    ? ''
    : `<a class="fp-button fp-contained" href="${PAGE_HREFS.signUp}">${esc(shell_sign_up({}, { locale }))}</a>` +
      `<a class="fp-button fp-outlined" href="${PAGE_HREFS.signIn}">${esc(shell_sign_in({}, { locale }))}</a>`;
  return (
    `<header class="fp-bar${overlaid ? ' fp-overlaid' : ''}"><div class="fp-container fp-toolbar">` +
    `<a class="fp-logo" href="${PAGE_HREFS.home}"><span class="fp-mark">${MARK}</span>` +
    `<span class="fp-name">${PRODUCT_NAME}</span></a><span class="fp-grow"></span>${actions}</div></header>`
  );
}

/** The whole first paint: its styles, then the page; data-first-paint tells the app it is there. */
const frame = (content: string) =>
  `<div class="fp" data-first-paint><style>${FIRST_PAINT_CSS}</style>${content}</div>`;

export function landingFirstPaint(options: FirstPaintOptions): string {
  const inLocale = { locale: options.locale };
  return frame(
    bar(options, true) +
      '<main><section class="fp-hero" aria-labelledby="fp-landing-title"><div class="fp-container">' +
      `<div class="fp-hero-body"><p class="fp-eyebrow">${esc(home_hero_eyebrow({}, inLocale))}</p>` +
      `<h1 id="fp-landing-title">${esc(home_hero_title({}, inLocale))}</h1>` +
      `<p class="fp-hero-text">${esc(home_hero_text({}, inLocale))}</p>` +
      `<a class="fp-cta" href="#events-nearby">${esc(home_hero_action({}, inLocale))}</a></div>` +
      '</div></section>' +
      // Where 'Start Exploring Now' leads before the app is here: a tap on it must move the page
      // (issue #31), and the app scrolls to its own list when it finds this address's #.
      '<section id="events-nearby" class="fp-section" aria-labelledby="events-nearby-title"><div class="fp-container">' +
      `<h2 id="events-nearby-title">${esc(discovery_events_nearby_title({}, inLocale))}</h2>` +
      `<p class="fp-muted">${esc(home_events_subtitle({}, inLocale))}</p></div></section></main>`,
  );
}

const cover = (src: string, name: string, locale: Locale) =>
  `<img class="fp-cover" src="${esc(src)}" alt="${esc(events_cover_alt({ name }, { locale }))}" fetchpriority="high">`;

const facts = (items: (string | null)[]) =>
  `<ul class="fp-facts">${items
    .filter((item): item is string => Boolean(item))
    .map((item) => `<li dir="auto">${esc(item)}</li>`)
    .join('')}</ul>`;

export const groupCoverPath = (groupId: string) =>
  `${API_PATHS.groupImage}?groupId=${encodeURIComponent(groupId)}`;

export const eventCoverPath = (event: Pick<Event, 'groupId' | 'eventId'>) =>
  `${API_PATHS.eventImage}?groupId=${encodeURIComponent(event.groupId)}&eventId=${event.eventId}`;

export function groupFirstPaint(group: Group, options: FirstPaintOptions): string {
  return frame(
    bar(options) +
      '<main class="fp-container fp-page">' +
      (group.hasLogo ? cover(groupCoverPath(group.id), group.name, options.locale) : '') +
      `<p class="fp-kind">${esc(groupPrivacyLabel(group.type, options.locale))}</p>` +
      `<h1 class="fp-title" dir="auto">${esc(group.name)}</h1>` +
      facts([
        formatLocation(group.location, options.locale) || null,
        formatMembersCount(group.membersCount, options.locale),
      ]) +
      '</main>',
  );
}

const REPEATS_MONTHLY = [
  events_repeats_monthly_last,
  events_repeats_monthly_1,
  events_repeats_monthly_2,
  events_repeats_monthly_3,
  events_repeats_monthly_4,
] as const;

/**
 * "Repeats weekly on Saturdays" in the reader's language, its weekday and place in the month read
 * on the server's own (current) clock, the weekday's name from Intl.
 */
function describeSeries(frequency: RepeatFrequency, start: string, locale: Locale): string {
  const wall = toWallClock(start);
  // The wall clock's fields are in UTC: its weekday is the community's, whatever Node's zone data says.
  const weekday = new Intl.DateTimeFormat(intlLocaleOf(locale), { weekday: 'long', timeZone: 'UTC' }).format(
    wall,
  );
  const inLocale = { locale };
  switch (frequency) {
    case 'WEEKLY':
      return events_repeats_weekly({ weekday }, inLocale);
    case 'BIWEEKLY':
      return events_repeats_biweekly({ weekday }, inLocale);
    case 'MONTHLY': {
      const { nth } = positionInMonth(wall.getUTCDate(), wall.getUTCDay());
      return (REPEATS_MONTHLY[nth === -1 ? 0 : nth] ?? events_repeats_monthly_last)({ weekday }, inLocale);
    }
  }
}

export function eventFirstPaint(event: Event, options: FirstPaintOptions): string {
  return frame(
    bar(options) +
      '<main class="fp-container fp-page">' +
      `<a class="fp-back" href="${PAGE_HREFS.group(event.groupId)}">` +
      `${esc(events_back_to({ group: event.group.name }, { locale: options.locale }))}</a>` +
      (event.hasLogo ? cover(eventCoverPath(event), event.name, options.locale) : '') +
      `<p class="fp-kind">${esc(eventPrivacyLabel(event.type, options.locale))}</p>` +
      `<h1 class="fp-title" dir="auto">${esc(event.name)}</h1>` +
      facts([
        event.startDateTime ? formatWhen(event.startDateTime, options.locale) : null,
        event.series && event.startDateTime
          ? describeSeries(event.series.frequency, event.startDateTime, options.locale)
          : null,
        event.location,
        formatAttendance(event, options.locale),
      ]) +
      // Often the page's largest text: painted here, a little larger than the app draws it, so
      // the page's largest paint is this one and does not wait for the app.
      (event.description ? `<p class="fp-about" dir="auto">${esc(event.description)}</p>` : '') +
      '</main>',
  );
}
