/**
 * What an open page watches (PUT /live/watch): the groups and events it shows. Each must exist;
 * any signed-in person may watch what they can open, since a change carries no content (the
 * page loads again what it may see). The word goes to the person's streams over the bus, as
 * the stream may be held by another instance than the one answering.
 */
import { parseLiveTopic, type WatchBody } from '@neighbourly/shared';
import type { AppDeps } from '../deps.ts';
import type { CurrentUser } from '../http/session.ts';
import { requireWatchableEvent } from '../modules/events/index.ts';
import { requireGroup } from '../modules/groups/index.ts';

export async function watchPages(deps: AppDeps, user: CurrentUser, body: WatchBody): Promise<string[]> {
  const topics = [...new Set(body.topics)];
  for (const topic of topics) {
    // The schema let only well-formed topics through.
    const parsed = parseLiveTopic(topic)!;
    if (parsed.kind === 'group') await requireGroup(deps.db, parsed.groupId);
    else await requireWatchableEvent(deps.db, parsed.eventId);
  }
  await deps.live.publish([user.id], { type: 'watch', streamId: body.streamId, topics });
  return topics;
}
