/**
 * The index the searches by distance read (issue #28): `events_start_pin_idx` holds the pinned
 * events in the order lists read them (start, id), with the end and the pin at hand. A search
 * "within so many km" walks it soonest first and tests the end and the box around the circle in
 * the index itself, so only events inside the box are read from the table; the page is full
 * after a few dozen of them. Measured at 1M events: "this weekend within 5 km" 12.5 ms → 1.1 ms
 * on PostgreSQL (which had read and sorted every event of the weekend), "within 10 km, #hiking"
 * 11.5 ms → 3.6 ms. `events_pin_idx` (migration 0019) stays for a small circle without dates,
 * where the box is the narrower range.
 *
 * PostgreSQL: no parallel scans of events. With this index its planner preferred two workers
 * reading the index in parallel and merging (96 ms on 2 busy cores; 7,479 rows read for 21) to
 * one walk (3.6 ms). Under a web server's load the other cores are serving other requests; the
 * one query it slowed, a 1–2 letter name scan, went from 330 to 250 ms without workers.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('events_start_pin_idx')
    .on('events')
    .columns(['start_date_time', 'id', 'end_date_time', 'latitude', 'longitude'])
    .where(sql.ref('latitude'), 'is not', null)
    .execute();
  if (isPostgres(db)) await sql`alter table events set (parallel_workers = 0)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`alter table events reset (parallel_workers)`.execute(db);
  await db.schema.dropIndex('events_start_pin_idx').execute();
}
