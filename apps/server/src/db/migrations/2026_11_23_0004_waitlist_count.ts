/**
 * Events keep how many people wait for a place (issue #13), beside participants_count, so that
 * every list can say "3 of 3 places taken · 2 on the waitlist" without counting rows per event.
 * The services move it in the same transactions as the participants (bumpParticipants).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('waitlist_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .updateTable('events')
    .set({
      waitlist_count: sql`(select count(*) from event_participants
        where event_participants.event_id = events.id and event_participants.role = 'WAITLISTED')`,
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('events').dropColumn('waitlist_count').execute();
}
