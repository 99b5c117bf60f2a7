/**
 * Tags, the one shape groups and events share: a table of (owner id, tag) rows, read for many
 * owners at once and replaced whole when the owner is saved.
 */
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from './client.ts';

type TagTable = { table: 'group_tags'; owner: 'group_id' } | { table: 'event_tags'; owner: 'event_id' };

export interface TagStore<Id extends string | number> {
  /** A condition: the owner whose id is in the outer query's column `ownerIdColumn` has `tag`. */
  has(ownerIdColumn: string, tag: string): RawBuilder<SqlBool>;
  /** Each owner's tags in a stable (alphabetical) order; an owner without tags gets []. */
  tagsOf(db: Db, ids: readonly Id[]): Promise<Map<Id, string[]>>;
  replace(db: Db, id: Id, tags: readonly string[]): Promise<void>;
}

export function tagStore<Id extends string | number>({ table, owner }: TagTable): TagStore<Id> {
  const tableRef = sql.table(table);
  const ownerRef = sql.ref(owner);
  return {
    has: (ownerIdColumn, tag) =>
      sql<SqlBool>`exists (select 1 from ${tableRef} where ${sql.ref(`${table}.${owner}`)} = ${sql.ref(ownerIdColumn)} and ${sql.ref(`${table}.tag`)} = ${tag})`,
    async tagsOf(db, ids) {
      const byOwner = new Map<Id, string[]>(ids.map((id) => [id, []]));
      if (ids.length === 0) return byOwner;
      const { rows } = await sql<{ owner: Id; tag: string }>`
        select ${ownerRef} as owner, tag from ${tableRef}
        where ${ownerRef} in (${sql.join(ids)}) order by ${ownerRef}, tag`.execute(db);
      for (const row of rows) byOwner.get(row.owner)?.push(row.tag);
      return byOwner;
    },
    async replace(db, id, tags) {
      await sql`delete from ${tableRef} where ${ownerRef} = ${id}`.execute(db);
      if (tags.length === 0) return;
      const values = sql.join(tags.map((tag) => sql`(${id}, ${tag})`));
      await sql`insert into ${tableRef} (${ownerRef}, tag) values ${values}`.execute(db);
    },
  };
}
