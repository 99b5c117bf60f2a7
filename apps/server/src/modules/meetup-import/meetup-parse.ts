/**
 * Reads a Meetup page, trying what it carries in order: the Next.js `__NEXT_DATA__` Apollo
 * cache, then schema.org JSON-LD, then Open Graph tags. Each reader returns undefined when its
 * source is missing or unusable, so a login wall or a strange page is "nothing found".
 */
import { HTMLElement, parse } from 'node-html-parser';

export interface PageGroup {
  title: string;
  description: string;
}

export interface PageEvent {
  title: string;
  description: string;
  location: string;
  startDate: string;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const BLOCKS = new Set([
  'p',
  'div',
  'br',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
]);

/** Meetup writes descriptions in Markdown: links keep their address, emphasis and headings go. */
function withoutMarkdown(value: string): string {
  return value
    .replace(/\[([^\]]+)\]\((https?:[^)\s]+)\)/g, '$1 ($2)')
    .replace(/(?<!\w)(\*\*|__)(?=\S)([\s\S]*?\S)\1(?!\w)/g, '$2')
    .replace(/^#{1,6}\s+/gm, '');
}

/** Plain text with paragraphs kept: HTML blocks and blank lines become paragraph breaks. */
export function toPlainText(value: string): string {
  const root = parse(`<div>${value}</div>`);
  const parts: string[] = [];
  const walk = (node: HTMLElement) => {
    for (const child of node.childNodes) {
      if (child instanceof HTMLElement) {
        if (child.rawTagName?.toLowerCase() === 'br') {
          parts.push('\n');
          continue;
        }
        const block = BLOCKS.has(child.rawTagName?.toLowerCase() ?? '');
        if (block) parts.push('\n');
        walk(child);
        if (block) parts.push('\n');
      } else {
        parts.push(child.text);
      }
    }
  };
  walk(root);
  return withoutMarkdown(parts.join(''))
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function toInstant(value: unknown): string | undefined {
  const ms = Date.parse(text(value));
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

const joinPlace = (...parts: unknown[]) => parts.map(text).filter(Boolean).join(', ');

// --- __NEXT_DATA__: props.pageProps.__APOLLO_STATE__, a flat cache linked by {"__ref": key} ---

function apolloState(root: HTMLElement): Json | undefined {
  const script = root.querySelector('script#__NEXT_DATA__');
  if (!script) return undefined;
  try {
    const data: unknown = JSON.parse(script.text);
    const state =
      isObject(data) && isObject(data.props) && isObject(data.props.pageProps)
        ? data.props.pageProps.__APOLLO_STATE__
        : undefined;
    return isObject(state) ? state : undefined;
  } catch {
    return undefined;
  }
}

function entries(state: Json, type: string): Json[] {
  return Object.entries(state)
    .filter(([key, value]) => key.startsWith(`${type}:`) && isObject(value))
    .map(([, value]) => value as Json);
}

function follow(state: Json, link: unknown): Json | undefined {
  if (!isObject(link) || typeof link.__ref !== 'string') return undefined;
  const target = state[link.__ref];
  return isObject(target) ? target : undefined;
}

function groupFromApollo(state: Json, urlname: string): PageGroup | undefined {
  const groups = entries(state, 'Group');
  // Another group (a sidebar's) may be cached too: without a match, only a lone group will do.
  const group =
    groups.find((g) => text(g.urlname).toLowerCase() === urlname.toLowerCase()) ??
    (groups.length === 1 ? groups[0] : undefined);
  if (!group || !text(group.name)) return undefined;
  return { title: text(group.name), description: toPlainText(text(group.description)) };
}

function eventFromApollo(state: Json, eventId: string): PageEvent | undefined {
  const events = entries(state, 'Event');
  const event = events.find((e) => text(e.id) === eventId) ?? (events.length === 1 ? events[0] : undefined);
  const startDate = event ? toInstant(event.dateTime) : undefined;
  if (!event || !text(event.title) || !startDate) return undefined;
  const venue = follow(state, event.venue);
  return {
    title: text(event.title),
    description: toPlainText(text(event.description)),
    location: venue ? joinPlace(venue.name, venue.address, venue.city, venue.state, venue.country) : '',
    startDate,
  };
}

// --- schema.org JSON-LD ---

function jsonLdItems(root: HTMLElement): Json[] {
  const items: Json[] = [];
  for (const script of root.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      const data: unknown = JSON.parse(script.text);
      const list = Array.isArray(data)
        ? data
        : isObject(data) && Array.isArray(data['@graph'])
          ? data['@graph']
          : [data];
      items.push(...list.filter(isObject));
    } catch {
      // A broken block is skipped; others may still be read.
    }
  }
  return items;
}

const hasType = (item: Json, type: string) =>
  (Array.isArray(item['@type']) ? item['@type'] : [item['@type']]).some((t) => text(t).endsWith(type));

function groupFromJsonLd(items: Json[]): PageGroup | undefined {
  const org = items.find((i) => hasType(i, 'Organization'));
  if (!org || !text(org.name)) return undefined;
  return { title: text(org.name), description: toPlainText(text(org.description)) };
}

function eventFromJsonLd(items: Json[]): PageEvent | undefined {
  const event = items.find((i) => hasType(i, 'Event'));
  const startDate = event ? toInstant(event.startDate) : undefined;
  if (!event || !text(event.name) || !startDate) return undefined;
  // A location may be a Place, a list (a Place beside a VirtualLocation) or plain text.
  const places = Array.isArray(event.location) ? event.location : [event.location];
  const place =
    places.find((p): p is Json => isObject(p) && hasType(p, 'Place')) ?? places.find(isObject) ?? {};
  const address = place.address;
  const location =
    typeof event.location === 'string'
      ? text(event.location)
      : isObject(address)
        ? joinPlace(
            place.name,
            address.streetAddress,
            address.addressLocality,
            address.addressRegion,
            address.addressCountry,
          )
        : joinPlace(place.name, address);
  return {
    title: text(event.name),
    description: toPlainText(text(event.description)),
    location,
    startDate,
  };
}

// --- Open Graph ---

function meta(root: HTMLElement, property: string): string {
  const tag =
    root.querySelector(`meta[property="${property}"]`) ?? root.querySelector(`meta[name="${property}"]`);
  return text(tag?.getAttribute('content'));
}

function groupFromOpenGraph(root: HTMLElement): PageGroup | undefined {
  const title = meta(root, 'og:title');
  return title ? { title, description: toPlainText(meta(root, 'og:description')) } : undefined;
}

function eventFromOpenGraph(root: HTMLElement): PageEvent | undefined {
  const title = meta(root, 'og:title');
  const startDate = toInstant(meta(root, 'event:start_time'));
  if (!title || !startDate) return undefined;
  return { title, description: toPlainText(meta(root, 'og:description')), location: '', startDate };
}

export function readGroupPage(html: string, urlname: string): PageGroup | undefined {
  const root = parse(html);
  const state = apolloState(root);
  return (
    (state && groupFromApollo(state, urlname)) ??
    groupFromJsonLd(jsonLdItems(root)) ??
    groupFromOpenGraph(root)
  );
}

export function readEventPage(html: string, eventId: string): PageEvent | undefined {
  const root = parse(html);
  const state = apolloState(root);
  return (
    (state && eventFromApollo(state, eventId)) ??
    eventFromJsonLd(jsonLdItems(root)) ??
    eventFromOpenGraph(root)
  );
}
