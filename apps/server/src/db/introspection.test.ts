/**
 * PostgreSQL: the migrator's look at the database (does its table exist?) reads only this
 * deployment's schemas. Kysely's own introspection reads every table of every schema and resolves
 * each column's sequence by its schema's name, so it failed with `schema "test_…" does not exist`
 * whenever another test run sharing the database dropped its schema at that moment: buildTestApp
 * then failed at random. A database of its own here, so the drops below disturb no other run.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECT } from '../test/app.ts';
import { createDb, type Db } from './client.ts';
import { migrateToLatest, pendingMigrations } from './migrate.ts';

const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const database = `neighbourly_introspection_${crypto.randomBytes(5).toString('hex')}`;
let url: string;
let db: Db | undefined;

async function onDatabase(connectionString: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Another deployment's (another test run's) schema with `tables` tables, made and dropped. */
const otherSchema = (name: string, tables: number) =>
  `create schema ${name}; ` +
  Array.from(
    { length: tables },
    (_, k) => `create table ${name}.t${k} (id serial primary key, a text, b text, c integer)`,
  ).join('; ');

describe.skipIf(TEST_DIALECT !== 'postgres')('PostgreSQL introspection (the migrator)', () => {
  beforeAll(async () => {
    await onDatabase(adminUrl, `create database ${database}`);
    const address = new URL(adminUrl);
    address.pathname = `/${database}`;
    url = address.toString();
    await onDatabase(url, `create schema own; create table own.inside (id serial primary key)`);
    await onDatabase(url, otherSchema('elsewhere', 1));
    db = createDb({ dialect: 'postgres', url, poolSize: 4, schema: 'own' }).db;
  });

  afterAll(async () => {
    await db?.destroy();
    await onDatabase(adminUrl, `drop database if exists ${database} with (force)`);
  });

  it('lists the tables of the schemas on the search path only', async () => {
    const tables = await db!.introspection.getTables({ withInternalKyselyTables: true });
    expect(tables.map((table) => `${table.schema}.${table.name}`)).toEqual(['own.inside']);
    expect(tables[0]!.columns).toMatchObject([
      { name: 'id', dataType: 'int4', isAutoIncrementing: true, isNullable: false, hasDefaultValue: true },
    ]);
  });

  it('does not fail on a schema that another run dropped while it read', async () => {
    await onDatabase(url, otherSchema('dropped', 3));
    // The race, made certain: a repeatable-read transaction's snapshot still lists the other
    // run's tables after their drop has committed (as a read that began just before the drop
    // does), while looking a schema up by its name sees the drop.
    const tables = await db!
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await onDatabase(url, 'drop schema dropped cascade');
        return trx.introspection.getTables({ withInternalKyselyTables: true });
      });
    expect(tables.map((table) => `${table.schema}.${table.name}`)).toEqual(['own.inside']);
  });

  it('lets the migrations run while another run drops its schema', async () => {
    await onDatabase(url, `${otherSchema('dropped_too', 3)}; create schema migrated`);
    const migrated = createDb({ dialect: 'postgres', url, poolSize: 2, schema: 'migrated' }).db;
    try {
      // The same race for the migrator, which asks whether its tables exist before it runs.
      await migrated
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(async (trx) => {
          await sql`select 1`.execute(trx);
          await onDatabase(url, 'drop schema dropped_too cascade');
          await migrateToLatest(trx, 'migrated');
        });
      expect(await pendingMigrations(migrated, 'migrated')).toEqual([]);
    } finally {
      await migrated.destroy();
    }
  });
});
