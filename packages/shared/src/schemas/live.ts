/**
 * Live page updates: an open page says which things it shows (its topics), and hears when one of
 * them changed, so it loads that part again. The event carries no content: what the page may see
 * is what it loads, through the same checks as any other load.
 */
import { z } from 'zod';
import { PATTERNS } from '../validation.ts';

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

export const liveTopicSchema = z
  .string()
  .max(60)
  .refine((topic) => parseLiveTopic(topic) !== undefined, {
    message: 'A topic is "group:<group id>" or "event:<event id>".',
  });

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

/** PUT /live/watch: the topics the page of stream `streamId` shows now (none: it shows none). */
export const watchBodySchema = z.object({
  streamId: z.string().min(1).max(64),
  topics: z
    .array(liveTopicSchema)
    .max(LIVE_TOPICS_PER_PAGE, `A page watches at most ${LIVE_TOPICS_PER_PAGE} topics.`),
});
export type WatchBody = z.infer<typeof watchBodySchema>;

export const liveHelloSchema = z.object({ type: z.literal('hello'), streamId: z.string() });
export const pageChangedSchema = z.object({
  type: z.literal('changed'),
  topic: z.string(),
  what: z.enum(PAGE_CHANGES),
});
export type PageChangedEvent = z.infer<typeof pageChangedSchema>;
