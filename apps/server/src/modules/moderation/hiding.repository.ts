/**
 * The `hidden` columns (issue #27), set and cleared by moderators' actions and suspensions.
 * Every change names the states it may change from, so that RESTORE never brings back what a
 * suspension hid and UNSUSPEND never brings back what a moderator hid.
 */
import type { Db } from '../../db/client.ts';
import type { HiddenBy } from '../../db/types.ts';

export type HideableTable = 'groups' | 'events' | 'event_comments' | 'messages';

/** Sets `hidden` on the rows of `table` whose `column` is `value` and whose state is one of `from`. */
export async function setHidden(
  db: Db,
  table: HideableTable,
  match: { column: 'id' | 'owner_id' | 'host_id' | 'user_id' | 'sender_id'; value: string | number },
  to: { hidden: HiddenBy | null; reason: string | null },
  from: readonly (HiddenBy | null)[],
): Promise<number> {
  const states = from.filter((state): state is HiddenBy => state !== null);
  const result = await db
    .updateTable(table)
    .set({ hidden: to.hidden, hidden_reason: to.reason })
    .where(match.column as 'id', '=', match.value as never)
    .where((eb) =>
      eb.or([
        ...(from.includes(null) ? [eb('hidden', 'is', null)] : []),
        ...(states.length > 0 ? [eb('hidden', 'in', states)] : []),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The notification subjects about a group: itself and its events. */
export async function subjectsOfGroup(db: Db, groupId: string): Promise<string[]> {
  const events = await db.selectFrom('events').select('id').where('group_id', '=', groupId).execute();
  return [`group:${groupId}`, ...events.map((e) => `event:${e.id}`)];
}

/** The notification subjects about an event: itself and its comments. */
export async function subjectsOfEvent(db: Db, eventId: number): Promise<string[]> {
  const comments = await db
    .selectFrom('event_comments')
    .select('id')
    .where('event_id', '=', eventId)
    .execute();
  return [`event:${eventId}`, ...comments.map((c) => `comment:${c.id}`)];
}

/** The notification subjects about what a person wrote or runs: their groups, events, comments. */
export async function subjectsOfAuthor(db: Db, userId: string): Promise<string[]> {
  const [groups, events, comments] = await Promise.all([
    db.selectFrom('groups').select('id').where('owner_id', '=', userId).execute(),
    db.selectFrom('events').select('id').where('host_id', '=', userId).execute(),
    db.selectFrom('event_comments').select('id').where('user_id', '=', userId).execute(),
  ]);
  return [
    ...groups.map((g) => `group:${g.id}`),
    ...events.map((e) => `event:${e.id}`),
    ...comments.map((c) => `comment:${c.id}`),
  ];
}
