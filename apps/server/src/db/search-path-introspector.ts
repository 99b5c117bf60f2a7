/**
 * PostgreSQL introspection of this deployment's own schemas: those on the connection's search
 * path. Kysely's migrator asks it whether its tables exist before every run. Kysely's own
 * introspector reads every table of every schema in the database and looks each one's schema up
 * by name (has_schema_privilege, pg_get_serial_sequence), so a schema that another deployment or
 * test run drops meanwhile failed the read with `schema "test_…" does not exist` (two test runs
 * sharing the `test` database: buildTestApp failed at random). Here, nothing of another schema
 * is read, and the same metadata comes back.
 */
import {
  PostgresDialect,
  PostgresIntrospector,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadataOptions,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';
import { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE } from 'kysely/migration';

interface ColumnRow {
  schema: string;
  table: string;
  table_type: string;
  column: string;
  type: string;
  type_schema: string;
  not_null: boolean;
  has_default: boolean;
  comment: string | null;
  auto_incrementing: string | null;
}

export class SearchPathIntrospector implements DatabaseIntrospector {
  private readonly db: Kysely<unknown>;

  constructor(db: Kysely<unknown>) {
    this.db = db;
  }

  getSchemas(): Promise<SchemaMetadata[]> {
    return new PostgresIntrospector(this.db).getSchemas();
  }

  /** Kysely's columns query, for the schemas of the search path only (current_schemas). */
  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const internal = [DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE];
    const { rows } = await sql<ColumnRow>`
      select ns.nspname as schema, c.relname as table, c.relkind as table_type,
        a.attname as column, typ.typname as type, dtns.nspname as type_schema,
        a.attnotnull as not_null, a.atthasdef as has_default,
        col_description(a.attrelid, a.attnum) as comment,
        pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname)
          as auto_incrementing
      from pg_catalog.pg_attribute a
        join pg_catalog.pg_class c on a.attrelid = c.oid
        join pg_catalog.pg_namespace ns on c.relnamespace = ns.oid
        join pg_catalog.pg_type typ on a.atttypid = typ.oid
        join pg_catalog.pg_namespace dtns on typ.typnamespace = dtns.oid
      where ns.nspname = any (current_schemas(false))
        and c.relkind in ('r', 'v', 'p', 'f')
        and a.attnum >= 0 and not a.attisdropped
        and (${options.withInternalKyselyTables} or c.relname <> all (${internal}))
      order by ns.nspname, c.relname, a.attnum`.execute(this.db);
    return tablesOf(rows);
  }
}

function tablesOf(rows: ColumnRow[]): TableMetadata[] {
  const tables = new Map<string, TableMetadata>();
  for (const row of rows) {
    const key = `${row.schema}.${row.table}`;
    let table = tables.get(key);
    if (!table) {
      table = {
        name: row.table,
        schema: row.schema,
        isView: row.table_type === 'v',
        isForeign: row.table_type === 'f',
        columns: [],
      };
      tables.set(key, table);
    }
    table.columns.push({
      name: row.column,
      dataType: row.type,
      dataTypeSchema: row.type_schema,
      isNullable: !row.not_null,
      hasDefaultValue: row.has_default,
      isAutoIncrementing: row.auto_incrementing !== null,
      ...(row.comment === null ? {} : { comment: row.comment }),
    });
  }
  return [...tables.values()];
}

/** Kysely's PostgreSQL dialect with the introspection above. */
export class SearchPathPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SearchPathIntrospector(db);
  }
}
