/**
 * Names in Chinese, Japanese and Korean found by one or two characters (issue #29).
 *
 * The trigram indexes of migration 0002 need three characters, but a Chinese word is often two
 * (徒步 hiking, 读书 reading) and a search for one walked every upcoming event. Each run of CJK
 * characters in a group's or event's name is cut into its single characters and its pairs, kept
 * in `group_name_grams` and `event_name_grams` (primary key gram first) by triggers, on both
 * databases. Only names holding such characters have rows: the triggers skip any other name.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/** Hiragana and Katakana, CJK Extension A, CJK Unified Ideographs, Hangul, CJK Compatibility. */
const CJK_CLASS = '[぀-ヿ㐀-鿿가-힯豈-﫿]';
/** Positions in a name: names are at most 100 characters (imports are cut to that). */
const POSITIONS = `[${Array.from({ length: 200 }, (_, i) => i + 1).join(',')}]`;

const TABLES = [
  { table: 'groups', grams: 'group_name_grams', column: 'group_id', type: 'text' },
  { table: 'events', grams: 'event_name_grams', column: 'event_id', type: 'integer' },
] as const;

async function upSqlite(db: Kysely<any>): Promise<void> {
  const anyCjk = `*${CJK_CLASS}*`;
  for (const { table, grams, column } of TABLES) {
    const [t, g, c] = [sql.raw(table), sql.raw(grams), sql.raw(column)];
    // The grams of `new.name` for the row `new.id`: characters and pairs of characters.
    const insertGrams = sql`insert or ignore into ${g} (gram, ${c})
        select substr(new.name, p.value, 2), new.id from json_each(${sql.lit(POSITIONS)}) p
        where p.value < length(new.name) and substr(new.name, p.value, 2) glob ${sql.lit(CJK_CLASS + CJK_CLASS)}
        union
        select substr(new.name, p.value, 1), new.id from json_each(${sql.lit(POSITIONS)}) p
        where p.value <= length(new.name) and substr(new.name, p.value, 1) glob ${sql.lit(CJK_CLASS)};`;
    await sql`create trigger ${sql.raw(`${grams}_insert`)} after insert on ${t}
      when new.name glob ${sql.lit(anyCjk)} begin ${insertGrams} end`.execute(db);
    await sql`create trigger ${sql.raw(`${grams}_update`)} after update of name on ${t} begin
      delete from ${g} where ${c} = old.id;
      ${insertGrams}
    end`.execute(db);
    await sql`create trigger ${sql.raw(`${grams}_delete`)} after delete on ${t} begin
      delete from ${g} where ${c} = old.id;
    end`.execute(db);
  }
}

async function upPostgres(db: Kysely<any>): Promise<void> {
  await sql`create function neighbourly_name_grams(name text) returns setof text
    language sql immutable parallel safe as $$
      select substr(name, p, 2) from generate_series(1, length(name) - 1) p
        where substr(name, p, 2) ~ ${sql.lit(`^${CJK_CLASS}{2}$`)}
      union
      select substr(name, p, 1) from generate_series(1, length(name)) p
        where substr(name, p, 1) ~ ${sql.lit(`^${CJK_CLASS}$`)}
    $$`.execute(db);
  for (const { table, grams, column } of TABLES) {
    const [t, g, c] = [sql.raw(table), sql.raw(grams), sql.raw(column)];
    const fn = sql.raw(`${grams}_refresh`);
    await sql`create function ${fn}() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then delete from ${g} where ${c} = old.id; end if;
        if tg_op <> 'DELETE' and new.name ~ ${sql.lit(CJK_CLASS)} then
          insert into ${g} (gram, ${c}) select gram, new.id from neighbourly_name_grams(new.name) gram
            on conflict do nothing;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger ${sql.raw(`${grams}_insert`)} after insert on ${t}
      for each row when (new.name ~ ${sql.lit(CJK_CLASS)}) execute function ${fn}()`.execute(db);
    await sql`create trigger ${sql.raw(`${grams}_update`)} after update of name on ${t}
      for each row execute function ${fn}()`.execute(db);
    await sql`create trigger ${sql.raw(`${grams}_delete`)} after delete on ${t}
      for each row execute function ${fn}()`.execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const { grams, column, type } of TABLES) {
    await db.schema
      .createTable(grams)
      .addColumn('gram', 'text', (col) => col.notNull())
      .addColumn(column, type, (col) => col.notNull())
      .addPrimaryKeyConstraint(`${grams}_pkey`, ['gram', column])
      .execute();
    // Deleting a row finds its grams by id.
    await db.schema.createIndex(`${grams}_${column}_idx`).on(grams).column(column).execute();
  }
  await (isPostgres ? upPostgres(db) : upSqlite(db));
  // The names already there: touching each CJK name runs its update trigger.
  for (const { table } of TABLES) {
    const cjk = isPostgres ? sql`name ~ ${CJK_CLASS}` : sql`name glob ${`*${CJK_CLASS}*`}`;
    await sql`update ${sql.raw(table)} set name = name where ${cjk}`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const { table, grams } of TABLES) {
    for (const suffix of ['insert', 'update', 'delete']) {
      await sql`drop trigger ${sql.raw(`${grams}_${suffix}`)}${isPostgres ? sql` on ${sql.raw(table)}` : sql``}`.execute(
        db,
      );
    }
    if (isPostgres) await sql`drop function ${sql.raw(`${grams}_refresh`)}()`.execute(db);
    await db.schema.dropTable(grams).execute();
  }
  if (isPostgres) await sql`drop function neighbourly_name_grams(text)`.execute(db);
}
