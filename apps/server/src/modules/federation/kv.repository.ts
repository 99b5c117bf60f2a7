/**
 * Fedify's key–value store in our own database (table `federation_kv`), so its caches (remote
 * actors and keys), its inbox idempotence marks and its delivery circuit breaker are shared by
 * every instance and survive restarts. A key is a list of strings, stored as its JSON; a prefix
 * of a key is a prefix of that JSON up to the comma after its last part.
 */
import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from '@fedify/fedify';
import type { Db } from '../../db/client.ts';

const encodeKey = (key: KvKey) => JSON.stringify(key);

/**
 * Fedify keeps the remote keys it verified with for good; kept an hour at most here, a key its
 * owner replaced (say, after a leak) stops being accepted within the hour.
 */
export const REMOTE_KEY_CACHE_MS = 3_600_000;
const isRemoteKey = (key: KvKey) => key[0] === '_fedify' && key[1] === 'publicKey';

export class DatabaseKvStore implements KvStore {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async get<T = unknown>(key: KvKey): Promise<T | undefined> {
    const row = await this.db
      .selectFrom('federation_kv')
      .select(['value', 'expires_at'])
      .where('key', '=', encodeKey(key))
      .executeTakeFirst();
    if (!row || isExpired(row.expires_at)) return undefined;
    return JSON.parse(row.value) as T;
  }

  async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
    const ttlMs = options?.ttl?.total('millisecond') ?? (isRemoteKey(key) ? REMOTE_KEY_CACHE_MS : undefined);
    const row = {
      key: encodeKey(key),
      value: JSON.stringify(value ?? null),
      expires_at: ttlMs === undefined ? null : new Date(Date.now() + ttlMs).toISOString(),
    };
    await this.db
      .insertInto('federation_kv')
      .values(row)
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({ value: row.value, expires_at: row.expires_at }),
      )
      .execute();
  }

  async delete(key: KvKey): Promise<void> {
    await this.db.deleteFrom('federation_kv').where('key', '=', encodeKey(key)).execute();
  }

  /**
   * Sets `newValue` only while the stored value is `expectedValue` (undefined: absent or expired),
   * in one statement each way, so two instances swapping at once cannot both win: Fedify's
   * circuit breaker counts a server's failures with it from every instance.
   */
  async cas(
    key: KvKey,
    expectedValue: unknown,
    newValue: unknown,
    options?: KvStoreSetOptions,
  ): Promise<boolean> {
    const encoded = encodeKey(key);
    const ttlMs = options?.ttl?.total('millisecond');
    const expires_at = ttlMs === undefined ? null : new Date(Date.now() + ttlMs).toISOString();
    const value = JSON.stringify(newValue ?? null);
    const now = new Date().toISOString();
    if (expectedValue === undefined) {
      await this.db
        .deleteFrom('federation_kv')
        .where('key', '=', encoded)
        .where('expires_at', '<=', now)
        .execute();
      const inserted = await this.db
        .insertInto('federation_kv')
        .values({ key: encoded, value, expires_at })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    }
    const updated = await this.db
      .updateTable('federation_kv')
      .set({ value, expires_at })
      .where('key', '=', encoded)
      .where('value', '=', JSON.stringify(expectedValue))
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) > 0;
  }

  async *list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
    let query = this.db.selectFrom('federation_kv').select(['key', 'value', 'expires_at']).orderBy('key');
    // An empty prefix lists everything.
    if (prefix && prefix.length > 0) {
      const whole = encodeKey(prefix);
      const start = `${whole.slice(0, -1)},`;
      query = query.where((eb) =>
        eb.or([
          eb('key', '=', whole),
          eb(eb.fn('substr', ['key', eb.lit(1), eb.lit(start.length)]), '=', start),
        ]),
      );
    }
    for (const row of await query.execute()) {
      if (isExpired(row.expires_at)) continue;
      yield { key: JSON.parse(row.key) as KvKey, value: JSON.parse(row.value) as unknown };
    }
  }
}

const isExpired = (expiresAt: string | null) => expiresAt !== null && expiresAt <= new Date().toISOString();

/** Expired entries go (an hourly job: see registerKvPruning). */
export async function pruneExpiredKv(db: Db): Promise<void> {
  await db.deleteFrom('federation_kv').where('expires_at', '<=', new Date().toISOString()).execute();
}
