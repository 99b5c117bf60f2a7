import { sql } from 'kysely';
import { DEFAULT_MIGRATION_TABLE, type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { Db } from './client.ts';
import * as initial from './migrations/2026_11_22_0001_initial.ts';
import * as discoveryIndexes from './migrations/2026_11_22_0002_discovery_indexes.ts';
import * as lowercaseTags from './migrations/2026_11_23_0003_lowercase_tags.ts';
import * as waitlistCount from './migrations/2026_11_23_0004_waitlist_count.ts';
import * as commentEdits from './migrations/2026_11_23_0005_comment_edits.ts';
import * as messaging from './migrations/2026_11_23_0006_messaging.ts';
import * as notifications from './migrations/2026_11_23_0007_notifications.ts';
import * as imageBlobs from './migrations/2026_11_23_0008_image_blobs.ts';
import * as eventSeries from './migrations/2026_11_23_0009_event_series.ts';
import * as calendarTokens from './migrations/2026_11_23_0010_calendar_tokens.ts';
import * as emailChangeRequests from './migrations/2026_11_25_0011_email_change_requests.ts';
import * as eventCreations from './migrations/2026_11_25_0012_event_creations.ts';
import * as jobLeaseTokens from './migrations/2026_11_25_0013_job_lease_tokens.ts';
import * as seriesCovers from './migrations/2026_11_26_0014_series_covers.ts';
import * as hostNotices from './migrations/2026_11_26_0015_host_notices.ts';
import * as moderation from './migrations/2026_11_26_0016_moderation.ts';
import * as groupBans from './migrations/2026_11_26_0017_group_bans.ts';
import * as hidingAndSuspension from './migrations/2026_11_26_0018_hiding_and_suspension.ts';
import * as placesAndFormats from './migrations/2026_11_27_0019_places_and_formats.ts';
import * as accountLocale from './migrations/2026_11_27_0021_account_locale.ts';
import * as nameGrams from './migrations/2026_11_28_0022_name_grams.ts';
import * as federation from './migrations/2026_11_29_0023_federation.ts';
import * as pinStartIndex from './migrations/2026_11_27_0020_pin_start_index.ts';
import * as jobRequestIds from './migrations/2026_11_30_0024_job_request_ids.ts';
import * as accountExports from './migrations/2026_11_30_0025_account_exports.ts';

/** Listed explicitly (no directory scan), in order; names are frozen once released. */
const migrations: Record<string, Migration> = {
  '2026_11_22_0001_initial': initial,
  '2026_11_22_0002_discovery_indexes': discoveryIndexes,
  '2026_11_23_0003_lowercase_tags': lowercaseTags,
  '2026_11_23_0004_waitlist_count': waitlistCount,
  '2026_11_23_0005_comment_edits': commentEdits,
  '2026_11_23_0006_messaging': messaging,
  '2026_11_23_0007_notifications': notifications,
  '2026_11_23_0008_image_blobs': imageBlobs,
  '2026_11_23_0009_event_series': eventSeries,
  '2026_11_23_0010_calendar_tokens': calendarTokens,
  '2026_11_25_0011_email_change_requests': emailChangeRequests,
  '2026_11_25_0012_event_creations': eventCreations,
  '2026_11_25_0013_job_lease_tokens': jobLeaseTokens,
  '2026_11_26_0014_series_covers': seriesCovers,
  '2026_11_26_0015_host_notices': hostNotices,
  '2026_11_26_0016_moderation': moderation,
  '2026_11_26_0017_group_bans': groupBans,
  '2026_11_26_0018_hiding_and_suspension': hidingAndSuspension,
  '2026_11_27_0019_places_and_formats': placesAndFormats,
  '2026_11_27_0020_pin_start_index': pinStartIndex,
  '2026_11_27_0021_account_locale': accountLocale,
  '2026_11_28_0022_name_grams': nameGrams,
  '2026_11_29_0023_federation': federation,
  '2026_11_30_0024_job_request_ids': jobRequestIds,
  '2026_11_30_0025_account_exports': accountExports,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** `schema`: the PostgreSQL schema of a test run; the migration tables must live in it too. */
export const migratorFor = (db: Db, schema?: string) =>
  new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });

export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  const { error, results } = await migratorFor(db, schema).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(
      `Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/**
 * The migrations this code knows that the database has not run (issue #32's /readyz): one
 * small read of the migration table, not the Migrator's schema introspection. Throws when the
 * table cannot be read (it is missing: nothing ran).
 */
export async function pendingMigrations(db: Db, schema?: string): Promise<string[]> {
  const table = sql.table(schema ? `${schema}.${DEFAULT_MIGRATION_TABLE}` : DEFAULT_MIGRATION_TABLE);
  const { rows } = await sql<{ name: string }>`select name from ${table}`.execute(db);
  const executed = new Set(rows.map((row) => row.name));
  return Object.keys(migrations).filter((name) => !executed.has(name));
}
