/**
 * Live page updates: an open page says which things it shows (its topics), and hears when one of
 * them changed, so it loads that part again. The event carries no content: what the page may see
 * is what it loads, through the same checks as any other load.
 */
import { z } from 'zod';
import { LIVE_TOPICS_PER_PAGE, PAGE_CHANGES, parseLiveTopic } from '../live-topics.ts';

export const liveTopicSchema = z
  .string()
  .max(60)
  .refine((topic) => parseLiveTopic(topic) !== undefined, {
    message: 'A topic is "group:<group id>" or "event:<event id>".',
  });

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
