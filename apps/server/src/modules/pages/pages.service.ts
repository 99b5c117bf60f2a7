/**
 * The HTML the server sends for a page path of the app. The landing, group and event pages get
 * their first paint and their share tags, filled from what a visitor may see; an unknown group or
 * event answers 404 (the app then shows its not-found page); other paths get the app as built.
 */
import {
  eventIdSchema,
  formatPageTitle,
  isValidGroupId,
  type Event,
  type Group,
  type Locale,
} from '@neighbourly/shared';
import { pages_event_of_group, pages_site_description, shell_home_title } from '@neighbourly/i18n/messages';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/errors.ts';
import { formatWhen } from '../../time/community-clock.ts';
import { readEvent } from '../events/index.ts';
import { groupFeedTitle, groupFeedUrl } from '../feeds/index.ts';
import { readGroup } from '../groups/index.ts';
import {
  eventCoverPath,
  eventFirstPaint,
  groupCoverPath,
  groupFirstPaint,
  landingFirstPaint,
  PAGE_HREFS,
  type FirstPaintOptions,
} from './first-paint.ts';
import type { PageFill, PageTemplate } from './page-template.ts';
import { shareTags, shortDescription } from './share-tags.ts';

export interface PageRequest {
  /** The path without its query. */
  pathname: string;
  /** A session cookie came with the request (not checked: this only picks the header's look). */
  signedIn: boolean;
  colorScheme?: 'light' | 'dark';
  /** The reader's language (issue #29): the page's words, title and share tags are in it. */
  locale: Locale;
}

export interface RenderedPage {
  status: 200 | 404;
  html: string;
}

const GROUP_PAGE = /^\/group\/([^/]+)\/?$/;
const EVENT_PAGE = /^\/group\/([^/]+)\/events\/([^/]+)\/?$/;
/** Digits only (the schema alone would also take '1e3' or ' 12'), then the API's own bounds. */
const DIGITS = /^\d{1,16}$/;

/** Undefined when the group or event does not exist (or the path cannot name one). */
async function readOrUndefined<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return undefined;
    throw error;
  }
}

function decoded(segment: string): string | undefined {
  try {
    const value = decodeURIComponent(segment);
    return isValidGroupId(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

type Fill = Omit<PageFill, 'colorScheme'>;

function landingFill(deps: AppDeps, options: FirstPaintOptions): Fill {
  const title = shell_home_title({}, { locale: options.locale });
  return {
    title,
    head: shareTags({
      title,
      name: title,
      description: pages_site_description({}, { locale: options.locale }),
      url: `${deps.config.publicUrl}/`,
      locale: options.locale,
    }),
    // Signed in, the home page is a personal one: its first paint would be the wrong page.
    firstPaint: options.signedIn ? '' : landingFirstPaint(options),
  };
}

function groupFill(deps: AppDeps, group: Group, options: FirstPaintOptions): Fill {
  const base = deps.config.publicUrl;
  return {
    title: formatPageTitle(group.name),
    head: shareTags({
      title: formatPageTitle(group.name),
      name: group.name,
      description: shortDescription(group.description),
      url: `${base}${PAGE_HREFS.group(group.id)}`,
      ...(group.hasLogo ? { image: `${base}${groupCoverPath(group.id)}` } : {}),
      // Only a public group has a feed: a private one's events are for its members.
      ...(group.type === 'PUBLIC'
        ? { feed: { title: groupFeedTitle(group.name, options.locale), url: groupFeedUrl(deps, group.id) } }
        : {}),
      locale: options.locale,
    }),
    firstPaint: groupFirstPaint(group, options),
  };
}

function eventFill(deps: AppDeps, event: Event, options: FirstPaintOptions): Fill {
  const base = deps.config.publicUrl;
  // What the event's card shows: when and where only if a visitor may see them.
  const when = event.startDateTime ? formatWhen(event.startDateTime, options.locale) : null;
  const summary = [when, event.location, event.description].filter(Boolean).join(' · ');
  return {
    title: formatPageTitle(event.name),
    head: shareTags({
      title: formatPageTitle(event.name),
      name: event.name,
      description: shortDescription(
        summary || pages_event_of_group({ group: event.group.name }, { locale: options.locale }),
      ),
      url: `${base}${PAGE_HREFS.event(event.groupId, event.eventId)}`,
      ...(event.hasLogo ? { image: `${base}${eventCoverPath(event)}` } : {}),
      ...(event.startDateTime ? { startsAt: event.startDateTime } : {}),
      locale: options.locale,
    }),
    firstPaint: eventFirstPaint(event, options),
  };
}

/** The page's fill, undefined for a path without one, or 'missing' for an unknown group or event. */
async function fillFor(deps: AppDeps, request: PageRequest): Promise<Fill | 'missing' | undefined> {
  const options = { signedIn: request.signedIn, locale: request.locale };
  if (request.pathname === PAGE_HREFS.home) return landingFill(deps, options);
  const eventPath = EVENT_PAGE.exec(request.pathname);
  if (eventPath) {
    const groupId = decoded(eventPath[1] ?? '');
    const parsed = eventIdSchema.safeParse(eventPath[2]);
    const eventId = DIGITS.test(eventPath[2] ?? '') && parsed.success ? parsed.data : undefined;
    const event =
      groupId && eventId && (await readOrUndefined(() => readEvent(deps, null, groupId, eventId)));
    return event ? eventFill(deps, event, options) : 'missing';
  }
  const groupPath = GROUP_PAGE.exec(request.pathname);
  if (groupPath) {
    const groupId = decoded(groupPath[1] ?? '');
    const group = groupId && (await readOrUndefined(() => readGroup(deps, groupId, null)));
    return group ? groupFill(deps, group, options) : 'missing';
  }
  return undefined;
}

export async function renderPage(
  deps: AppDeps,
  template: PageTemplate,
  request: PageRequest,
): Promise<RenderedPage> {
  const fill = await fillFor(deps, request);
  if (fill === 'missing') return { status: 404, html: template.plain };
  if (!fill) return { status: 200, html: template.plain };
  return {
    status: 200,
    html: template.fill({ ...fill, ...(request.colorScheme ? { colorScheme: request.colorScheme } : {}) }),
  };
}
