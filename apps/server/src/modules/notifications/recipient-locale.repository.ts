/**
 * The language a person reads what the server writes to them (issue #29): their account's
 * setting (users.locale), English when they never chose one or it is one the app no longer has.
 * Emails and notices follow the recipient's, never the sender's.
 */
import { BASE_LOCALE, isLocale, type Locale } from '@neighbourly/shared';
import type { Db } from '../../db/client.ts';

/** Rows per query: well inside SQLite's limit on bound values. */
const CHUNK = 500;

/** A stored locale as one the app has; `undefined` for none or junk. */
export const storedLocale = (value: string | null | undefined): Locale | undefined =>
  isLocale(value) ? value : undefined;

/** The person's own language, `undefined` when their account has none. */
export async function localeOfUser(db: Db, userId: string): Promise<Locale | undefined> {
  const row = await db.selectFrom('users').select('locale').where('id', '=', userId).executeTakeFirst();
  return storedLocale(row?.locale);
}

/** Each person's language (English for those without one). */
export async function localesOf(db: Db, userIds: readonly string[]): Promise<Map<string, Locale>> {
  const locales = new Map<string, Locale>();
  const ids = [...new Set(userIds)];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'locale'])
      .where('id', 'in', ids.slice(i, i + CHUNK))
      .execute();
    for (const row of rows) locales.set(row.id, storedLocale(row.locale) ?? BASE_LOCALE);
  }
  for (const id of ids) if (!locales.has(id)) locales.set(id, BASE_LOCALE);
  return locales;
}
