/**
 * Where events are (issue #28):
 * - `events.format`: IN_PERSON (every existing event), ONLINE or HYBRID; `meeting_url` the link
 *   of an online or hybrid event, shown to its attendees only.
 * - `events.latitude` / `longitude`: the pin, both or neither (existing events have none).
 *   `events_pin_idx` (latitude, longitude, start) serves a box around a point: a search within a
 *   few km reads the events of that box, not every upcoming event. Pinless events are left out
 *   of it (a partial index), as are they of every search by distance.
 * - `groups.home_place` / `users.home_place`: a slug of the shipped places (GET /places); a
 *   group's is on its card and its distance searched by, a person's is "my neighbourhood".
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('format', 'text', (c) => c.notNull().defaultTo('IN_PERSON'))
    .execute();
  await db.schema.alterTable('events').addColumn('meeting_url', 'text').execute();
  await db.schema.alterTable('events').addColumn('latitude', 'double precision').execute();
  await db.schema.alterTable('events').addColumn('longitude', 'double precision').execute();
  await db.schema
    .createIndex('events_pin_idx')
    .on('events')
    .columns(['latitude', 'longitude', 'start_date_time'])
    .where(sql.ref('latitude'), 'is not', null)
    .execute();
  await db.schema.alterTable('groups').addColumn('home_place', 'text').execute();
  await db.schema.createIndex('groups_home_place_idx').on('groups').column('home_place').execute();
  await db.schema.alterTable('users').addColumn('home_place', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('home_place').execute();
  await db.schema.dropIndex('groups_home_place_idx').execute();
  await db.schema.alterTable('groups').dropColumn('home_place').execute();
  await db.schema.dropIndex('events_pin_idx').execute();
  for (const column of ['longitude', 'latitude', 'meeting_url', 'format']) {
    await db.schema.alterTable('events').dropColumn(column).execute();
  }
}
