/**
 * Meetup import (GET /import/getGroup, /import/getEvent): reads a public Meetup group or event
 * page and hands the create forms what it found. Only Meetup URLs of the right shape are
 * fetched, through safeFetchPage; every failure is a 4xx with its own code, never a 500.
 */
import { type ImportedEvent, type ImportedGroup, LIMITS } from '@neighbourly/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/errors.ts';
import { isGroupIdTaken } from '../groups/index.ts';
import { SafeFetchError, safeFetchPage } from '../../http/safe-fetch.ts';

/** First path segments that are Meetup's own pages, not groups. */
const NOT_GROUPS = new Set([
  'find',
  'login',
  'register',
  'topics',
  'cities',
  'apps',
  'help',
  'about',
  'pro',
  'lp',
]);

/** The HTML parser (node-html-parser) loads with the first import, not at start (issue #31). */
const loadParser = () => import('./meetup-parse.ts');

const refused = (message: string) => new AppError(400, 'IMPORT_URL_REFUSED', message);
const nothingFound = () =>
  new AppError(
    404,
    'IMPORT_NOT_FOUND',
    'Nothing could be read from this page: is it public, and the right link?',
  );

function meetupUrl(deps: AppDeps, raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refused('This is not a link.');
  }
  if (!deps.config.meetup.origins.includes(url.origin)) {
    throw refused('Only https links to meetup.com can be imported.');
  }
  return url;
}

/** /{urlname}/… → the group's urlname. */
function groupSlug(url: URL): string {
  const [slug] = url.pathname.split('/').filter(Boolean);
  if (!slug || NOT_GROUPS.has(slug.toLowerCase())) throw refused('This is not the link of a Meetup group.');
  return slug;
}

/** /{urlname}/events/{id}/ → the event's id. */
function eventIdOf(url: URL): string {
  const [slug, events, id] = url.pathname.split('/').filter(Boolean);
  if (!slug || events !== 'events' || !id || !/^[a-z0-9]+$/i.test(id)) {
    throw refused('This is not the link of a Meetup event.');
  }
  return id;
}

async function fetchPage(deps: AppDeps, url: URL): Promise<{ html: string; url: URL }> {
  try {
    return await safeFetchPage(url.toString(), deps.config.meetup);
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    if (error.reason === 'refused') throw refused(`This link cannot be fetched: ${error.message}.`);
    throw new AppError(422, 'IMPORT_FETCH_FAILED', `Meetup could not be reached: ${error.message}.`);
  }
}

const cut = (value: string, max: number) => (value.length > max ? value.slice(0, max).trimEnd() : value);

/** Lowercase, other characters as `_`, at most 30, and free: `_2`, `_3`… when taken. */
async function freeGroupId(deps: AppDeps, slug: string): Promise<string> {
  const base =
    slug
      .toLowerCase()
      .replace(/[^a-z0-9_]/g, '_')
      .slice(0, LIMITS.groupIdMax) || 'meetup_group';
  for (let n = 1; n < 1000; n++) {
    const suffix = n === 1 ? '' : `_${n}`;
    const id = `${base.slice(0, LIMITS.groupIdMax - suffix.length)}${suffix}`;
    if (!(await isGroupIdTaken(deps.db, id))) return id;
  }
  throw new AppError(409, 'CONFLICT', 'No free group id could be made from this link.');
}

export async function importGroup(deps: AppDeps, raw: string): Promise<ImportedGroup> {
  groupSlug(meetupUrl(deps, raw));
  // A renamed group redirects to its new address, whose slug names it.
  const fetched = await fetchPage(deps, meetupUrl(deps, raw));
  const slug = groupSlug(fetched.url);
  const { readGroupPage } = await loadParser();
  const page = readGroupPage(fetched.html, slug);
  if (!page) throw nothingFound();
  return {
    id: await freeGroupId(deps, slug),
    title: cut(page.title, LIMITS.groupNameMax),
    description: cut(page.description, LIMITS.groupDescriptionMax),
  };
}

export async function importEvent(deps: AppDeps, raw: string): Promise<ImportedEvent> {
  const url = meetupUrl(deps, raw);
  const eventId = eventIdOf(url);
  const fetched = await fetchPage(deps, url);
  const { readEventPage } = await loadParser();
  const page = readEventPage(fetched.html, eventId);
  if (!page) throw nothingFound();
  return {
    title: cut(page.title, LIMITS.eventTitleMax),
    description: cut(page.description, LIMITS.eventDescriptionMax),
    location: cut(page.location, LIMITS.eventLocationMax),
    startDate: page.startDate,
  };
}
