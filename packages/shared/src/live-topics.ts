/**
 * The names of what an open page shows, for live page updates (schemas/live.ts): plain values,
 * no schema code, so a page that watches loads no zod.
 */
import { PATTERNS } from './patterns.ts';

/** Topics one open page may watch at once: an event page needs its event and its group. */
export const LIVE_TOPICS_PER_PAGE = 4;

const groupTopicPattern = new RegExp(`^group:(${PATTERNS.groupId.source.slice(1, -1)})$`);
const eventTopicPattern = /^event:([1-9][0-9]{0,15})$/;

/** The names of what a page shows: a group (its page, members, requests, events) or an event. */
export const liveTopics = {
  group: (groupId: string) => `group:${groupId}`,
  event: (eventId: number) => `event:${eventId}`,
};

export type ParsedLiveTopic = { kind: 'group'; groupId: string } | { kind: 'event'; eventId: number };

/** A topic's parts, or undefined when it is not one. */
export function parseLiveTopic(topic: string): ParsedLiveTopic | undefined {
  const group = groupTopicPattern.exec(topic);
  if (group) return { kind: 'group', groupId: group[1]! };
  const event = eventTopicPattern.exec(topic);
  if (event) return { kind: 'event', eventId: Number(event[1]) };
  return undefined;
}

/**
 * What changed on a watched page. An event: `attendance` (places, waitlist, participants),
 * `comments`, `details` (time, place, text), `cancelled` (deleted). A group: `membership`
 * (members, requests, the caller's own place), `details`, `events`, `deleted`.
 */
export const PAGE_CHANGES = [
  'attendance',
  'comments',
  'details',
  'cancelled',
  'membership',
  'events',
  'deleted',
] as const;
export type PageChange = (typeof PAGE_CHANGES)[number];
