/**
 * A series' cover (issue #26): set or removed from any of its events with scope SERIES, shown by
 * every event of the series without a cover of its own, later ones included.
 */
import { can, MESSAGES, type CoverScope } from '@neighbourly/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../http/errors.ts';
import type { CurrentUser } from '../../http/session.ts';
import type { ImageTarget } from '../../storage/image-routes.ts';
import { forgetImage } from '../../storage/images.repository.ts';
import type { EventRow } from './events.repository.ts';
import { eventFacts, requireEventFor } from './event-access.ts';
import { markEventCover } from './events.service.ts';
import { setSeriesCover, upcomingWithOwnCover } from './series.repository.ts';

/**
 * The cover an upload to (or removal from) an event changes, once the caller may change the
 * event's cover (its host or the group's owner): the event's own, or with SERIES its series'.
 */
export async function eventCoverTarget(
  deps: AppDeps,
  user: CurrentUser,
  query: { groupId: string; eventId: number; scope: CoverScope },
): Promise<ImageTarget> {
  const event = await requireEventFor(deps.db, user, query.groupId, query.eventId, 'update');
  const eventKey = String(event.id);
  if (query.scope === 'THIS') {
    return { kind: 'event', ownerKey: eventKey, mark: (trx, has) => markEventCover(trx, eventKey, has) };
  }
  const seriesId = event.series_id;
  if (seriesId === null) throw badRequest(MESSAGES.notASeries);
  return {
    kind: 'series',
    ownerKey: String(seriesId),
    mark: async (trx, hasImage) => {
      await setSeriesCover(trx, seriesId, hasImage);
      return dropOwnCovers(trx, user, event, seriesId);
    },
  };
}

/**
 * "All events in the series": this event and the upcoming ones of its series that the caller
 * may change lose a cover of their own, so they show the series' one (or none). A co-host's
 * events keep theirs unless the group's owner asks, as with edits to following events.
 */
async function dropOwnCovers(trx: Db, user: CurrentUser, event: EventRow, seriesId: number) {
  const rows = await upcomingWithOwnCover(trx, seriesId, new Date().toISOString());
  if (event.has_logo === 1 && !rows.some((r) => r.id === event.id)) rows.push(event);
  const keys: string[] = [];
  for (const row of rows) {
    if (row.id !== event.id && !can(user.id, 'update', await eventFacts(trx, row, user))) continue;
    await markEventCover(trx, String(row.id), false);
    const key = await forgetImage(trx, 'event', String(row.id));
    if (key) keys.push(key);
  }
  return keys;
}
