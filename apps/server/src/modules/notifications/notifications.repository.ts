/**
 * The notifications, email_addresses, email_change_requests and notification_preferences tables.
 */
import { sql, type Insertable, type SqlBool } from 'kysely';
import { EMAIL_ON_BY_DEFAULT, type NotificationKind } from '@neighbourly/shared';
import type { Db, Dialect } from '../../db/client.ts';
import type { HiddenBy, NotificationsTable } from '../../db/types.ts';

export type NewNotification = Omit<Insertable<NotificationsTable>, 'id' | 'read_at'>;

/** Rows per insert: well inside SQLite's limit on bound values. */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** Inserts what is new; a (person, kind, subject) already notified is skipped. Returns the new ones. */
export async function insertNotifications(db: Db, rows: NewNotification[]) {
  const inserted: { id: number; user_id: string }[] = [];
  for (const part of chunks(rows)) {
    inserted.push(
      ...(await db
        .insertInto('notifications')
        .values(part)
        .onConflict((oc) => oc.columns(['user_id', 'kind', 'subject']).doNothing())
        .returning(['id', 'user_id'])
        .execute()),
    );
  }
  return inserted;
}

/** Newest first, `limit + 1` rows from before `beforeId`. */
export function notificationsOf(db: Db, userId: string, beforeId: number | undefined, limit: number) {
  let query = db
    .selectFrom('notifications')
    .select(['id', 'kind', 'text', 'link', 'created_at', 'read_at'])
    .where('user_id', '=', userId)
    .where('hidden', 'is', null)
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (beforeId !== undefined) query = query.where('id', '<', beforeId);
  return query.execute();
}

export async function markNotificationsRead(db: Db, userId: string, ids: number[] | 'all', at: string) {
  let query = db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids !== 'all') query = query.where('id', 'in', ids);
  await query.execute();
}

export async function unreadCountOf(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .where('hidden', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Whether the notification is hidden with what it is about (issue #27). */
export async function isNotificationHidden(db: Db, userId: string, kind: NotificationKind, subject: string) {
  const row = await db
    .selectFrom('notifications')
    .select('hidden')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row !== undefined && row.hidden !== null;
}

/**
 * Hides (or shows again) the notifications about subjects: `prefixes` match `event:12` and
 * `event:12:…`. Showing again touches only what was hidden for the same reason.
 */
export async function setNotificationsHidden(
  db: Db,
  prefixes: readonly string[],
  hidden: HiddenBy | null,
  from: HiddenBy | null,
) {
  if (prefixes.length === 0) return;
  await db
    .updateTable('notifications')
    .set({ hidden })
    .where((eb) =>
      eb.or(
        prefixes.flatMap((p) => [
          eb('subject', '=', p),
          // Not LIKE: group ids may hold `_`, a LIKE wildcard.
          sql<SqlBool>`substr(subject, 1, ${p.length + 1}) = ${`${p}:`}`,
        ]),
      ),
    )
    .where((eb) => (from === null ? eb('hidden', 'is', null) : eb('hidden', '=', from)))
    .execute();
}

export function emailAddressOf(db: Db, userId: string) {
  return db.selectFrom('email_addresses').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** A new or changed address starts unverified. */
export async function saveEmailAddress(db: Db, userId: string, email: string, at: string) {
  await db
    .insertInto('email_addresses')
    .values({ user_id: userId, email, verified_at: null, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ email, verified_at: null, updated_at: at }))
    .execute();
}

export async function deleteEmailAddress(db: Db, userId: string) {
  await db.deleteFrom('email_addresses').where('user_id', '=', userId).execute();
}

/** Verifies the address only if it is still the one the link was sent to. */
export async function markEmailVerified(db: Db, userId: string, email: string, at: string) {
  const result = await db
    .updateTable('email_addresses')
    .set({ verified_at: at })
    .where('user_id', '=', userId)
    .where('email', '=', email)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Key spaces of the advisory locks below (two int4 keys: apart from every one-key lock). */
const ACCOUNT_LOCKS = 24_301;
const ADDRESS_LOCKS = 24_302;

/**
 * Holds, until the caller's transaction ends, the account's and the address's limit checks
 * (PostgreSQL advisory locks, across instances; the account's first, so two requests never wait
 * on each other in opposite orders). SQLite has one writer: its transaction is enough.
 */
export async function lockEmailChanges(db: Db, dialect: Dialect, userId: string, addressHash: string) {
  if (dialect !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(${ACCOUNT_LOCKS}, hashtext(${userId}))`.execute(db);
  await sql`select pg_advisory_xact_lock(${ADDRESS_LOCKS}, hashtext(${addressHash}))`.execute(db);
}

/**
 * When the latest `limit` address changes since `since` were made, newest first: those of an
 * account (`user_id`) or those to one address (`address_hash`).
 */
export async function recentEmailChanges(
  db: Db,
  by: { user_id: string } | { address_hash: string },
  since: string,
  limit: number,
) {
  const [column, value] =
    'user_id' in by ? (['user_id', by.user_id] as const) : (['address_hash', by.address_hash] as const);
  const rows = await db
    .selectFrom('email_change_requests')
    .select('created_at')
    .where(column, '=', value)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.created_at);
}

export async function insertEmailChange(db: Db, userId: string, addressHash: string, at: string) {
  await db
    .insertInto('email_change_requests')
    .values({ user_id: userId, address_hash: addressHash, created_at: at })
    .execute();
}

/**
 * Deletes up to 100 rows from before `before` (they count for nothing any more). On PostgreSQL
 * rows another transaction is deleting are skipped, so pruning never waits.
 */
export async function pruneEmailChanges(db: Db, dialect: Dialect, before: string) {
  let stale = db
    .selectFrom('email_change_requests')
    .select('id')
    .where('created_at', '<', before)
    .orderBy('id')
    .limit(100);
  if (dialect === 'postgres') stale = stale.forUpdate().skipLocked();
  await db.deleteFrom('email_change_requests').where('id', 'in', stale).execute();
}

export function emailChoicesOf(db: Db, userId: string) {
  return db
    .selectFrom('notification_preferences')
    .select(['kind', 'email'])
    .where('user_id', '=', userId)
    .execute();
}

export async function saveEmailChoices(db: Db, userId: string, choices: [NotificationKind, boolean][]) {
  for (const [kind, on] of choices) {
    await db
      .insertInto('notification_preferences')
      .values({ user_id: userId, kind, email: on ? 1 : 0 })
      .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ email: on ? 1 : 0 }))
      .execute();
  }
}

/**
 * Of `userIds`, those with a verified address who want `kind` by email (their own choice, or
 * `onByDefault` when they never chose: the kind's default unless given); with the address.
 */
export async function emailRecipients(
  db: Db,
  userIds: readonly string[],
  kind: NotificationKind,
  onByDefault = EMAIL_ON_BY_DEFAULT[kind],
) {
  const found: { user_id: string; email: string }[] = [];
  const byDefault = onByDefault ? 1 : 0;
  for (const part of chunks([...new Set(userIds)])) {
    found.push(
      ...(await db
        .selectFrom('email_addresses as a')
        .leftJoin('notification_preferences as p', (join) =>
          join.onRef('p.user_id', '=', 'a.user_id').on('p.kind', '=', kind),
        )
        .select(['a.user_id', 'a.email'])
        .where('a.user_id', 'in', part)
        .where('a.verified_at', 'is not', null)
        .where(sql<number>`coalesce(p.email, ${byDefault})`, '=', 1)
        .execute()),
    );
  }
  return found;
}
