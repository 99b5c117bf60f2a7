/**
 * Tags are lowercase (the shared tags schema lowercases them; search lowercases what it looks
 * for), but API clients could store capitals before that, and such tags could never be found.
 * Lowercased in JavaScript, not SQL: SQLite's lower() folds ASCII only. Only the distinct tags
 * are read, so this stays quick at millions of rows; a tag that meets its lowercase twin on the
 * same row owner merges into it.
 */
import { type Kysely, sql } from 'kysely';

const TAG_TABLES = [
  { table: 'group_tags', owner: 'group_id' },
  { table: 'event_tags', owner: 'event_id' },
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const { table, owner } of TAG_TABLES) {
    const tags = await db.selectFrom(table).select('tag').distinct().execute();
    for (const { tag } of tags as { tag: string }[]) {
      const lower = tag.toLowerCase();
      if (lower === tag) continue;
      await db
        .insertInto(table)
        .columns([owner, 'tag'])
        .expression(
          db
            .selectFrom(table)
            .select([owner, sql<string>`cast(${lower} as text)`.as('tag')])
            .where('tag', '=', tag),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
      await db.deleteFrom(table).where('tag', '=', tag).execute();
    }
  }
}

export async function down(): Promise<void> {
  // The original letter case is not kept; there is nothing to restore.
}
