/**
 * The list cache (issue #31): finished answers (the JSON body, envelope and all) of discovery's
 * lists, kept a second and served for up to two, so a crowd asking for the same list costs one
 * computation a second rather than one a request.
 *
 * - Fresh for `freshMs`; then the next request recomputes it while the others get the previous
 *   answer, never one older than `maxAgeMs`; past that they wait for the one computation running
 *   (single flight: one per key per instance, never a herd).
 * - A write that a list shows (db/write-watch.ts) ends every answer at once, on every instance:
 *   the keys carry a generation, bumped here and, through the live bus, everywhere else.
 *   'viewer' writes (memberships, places at events) end the per-viewer answers only.
 * - With Redis, instances share one computation: the one that wins a `SET NX PX` lock computes
 *   and stores the body; the others read it. Redis holds two generations too (one for public
 *   writes, one for viewer writes), so an answer stored before a change is never read after
 *   it, and a join or RSVP ends no shared answer.
 * - Bounded: an LRU capped in bytes of bodies.
 *
 * Shared keys hold what is the same for everyone; a key holding one person's answer starts
 * with `viewerKey(...)`, and only that person's requests ask for it.
 */
import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { ListWrite } from '../../db/write-watch.ts';
import type { AppDeps } from '../../deps.ts';

interface Answer {
  body: string;
  /** When its computation started (ms): what it shows is at least this recent. */
  at: number;
}

export interface ListCacheOptions {
  settings: Config['listCache'];
  redis?: Redis | undefined;
  /** Separates deployments (tests' schemas) sharing one Redis. */
  namespace?: string | undefined;
  log?: Pick<FastifyBaseLogger, 'warn'> | undefined;
}

/** How long another instance's computation is waited for before computing here anyway. */
const REDIS_WAIT_MS = 500;
const REDIS_POLL_MS = 5;

interface StoredAnswer {
  /** Redis's current generation for the key. */
  generation: string;
  /** The stored answer, if it is of that generation (fresh or not). */
  answer?: Answer;
}

/** Where one key's answer lives in Redis, and the generations that end it. */
interface RedisKeys {
  publicGeneration: string;
  viewerGeneration: string;
  generationOf: (publicGeneration?: string | null, viewerGeneration?: string | null) => string;
  /** `generation|at|body` */
  entry: string;
  /** `generation|at`: what waiters poll, a few bytes whatever the body's size. */
  meta: string;
  lock: string;
}

export class ListCache {
  private readonly answers: LRUCache<string, Answer>;
  private readonly running = new Map<string, Promise<Answer>>();
  /** Bumped by every 'public' write: part of every key. */
  private publicGeneration = 0;
  /** Bumped by every write: part of the per-viewer keys. */
  private viewerGeneration = 0;
  private readonly prefix: string;
  /** Computations run here (tests count them; not the ones read from Redis). */
  computations = 0;

  private readonly options: ListCacheOptions;

  constructor(options: ListCacheOptions) {
    this.options = options;
    this.answers = new LRUCache<string, Answer>({
      maxSize: Math.max(options.settings.maxBytes, 1),
      // UTF-16 code units: close enough to bytes for a cap, and free to measure.
      sizeCalculation: (answer, key) => answer.body.length + key.length + 64,
    });
    this.prefix = `neighbourly:lists:${options.namespace ?? ''}:`;
  }

  get enabled(): boolean {
    return this.options.settings.maxAgeMs > 0;
  }

  /** The key of one person's answer: theirs alone, never served to anyone else. */
  static viewerKey(userId: string, key: string): string {
    return `viewer:${userId}:${key}`;
  }

  /** A write committed (here or, through the bus, on another instance). */
  invalidate(write: ListWrite): void {
    this.viewerGeneration++;
    if (write === 'public') this.publicGeneration++;
  }

  private fullKeyOf(key: string): string {
    return key.startsWith('viewer:')
      ? `${this.publicGeneration}.${this.viewerGeneration}:${key}`
      : `${this.publicGeneration}:${key}`;
  }

  /** The fresh body for `key`, if this instance holds one (no computation, no wait). */
  fresh(key: string): string | undefined {
    if (!this.enabled) return undefined;
    const known = this.answers.get(this.fullKeyOf(key));
    return known && Date.now() - known.at < this.options.settings.freshMs ? known.body : undefined;
  }

  /** The body for `key`, from the cache or from `compute` (one at a time per key). */
  async get(key: string, compute: () => Promise<string>): Promise<string> {
    if (!this.enabled) return compute();
    const { freshMs, maxAgeMs } = this.options.settings;
    const fullKey = this.fullKeyOf(key);
    const now = Date.now();
    const known = this.answers.get(fullKey);
    if (known && now - known.at < freshMs) return known.body;
    let running = this.running.get(fullKey);
    if (!running) {
      running = this.fill(fullKey, compute).finally(() => this.running.delete(fullKey));
      this.running.set(fullKey, running);
      // Those served the previous answer do not wait for this one; its failure is theirs to see next time.
      running.catch(() => undefined);
    }
    if (known && now - known.at < maxAgeMs) return known.body;
    return (await running).body;
  }

  private async fill(fullKey: string, compute: () => Promise<string>): Promise<Answer> {
    const answer = this.options.redis
      ? await this.fillThroughRedis(this.options.redis, fullKey, compute)
      : await this.computeHere(compute);
    this.answers.set(fullKey, answer);
    return answer;
  }

  private async computeHere(compute: () => Promise<string>): Promise<Answer> {
    const at = Date.now();
    this.computations++;
    return { body: await compute(), at };
  }

  /**
   * One computation for every instance: read the stored answer if it is of Redis's current
   * generation and fresh; else take the lock and compute, or wait a little for whoever has it.
   * Redis failing costs the sharing, never the answer; the computation failing is the caller's
   * error, as without a cache.
   */
  private async fillThroughRedis(
    redis: Redis,
    fullKey: string,
    compute: () => Promise<string>,
  ): Promise<Answer> {
    const keys = this.redisKeysOf(fullKey.slice(fullKey.indexOf(':') + 1));
    const { freshMs, maxAgeMs } = this.options.settings;
    let first: StoredAnswer;
    let locked: boolean;
    // A token of our own: a holder slower than the lock's life must not free another's lock.
    const token = crypto.randomUUID();
    try {
      first = await this.readStored(redis, keys);
      if (first.answer && Date.now() - first.answer.at < freshMs) return first.answer;
      locked = (await redis.set(keys.lock, token, 'PX', maxAgeMs, 'NX')) === 'OK';
    } catch (error) {
      this.warnRedis(error);
      return this.computeHere(compute);
    }
    if (locked) {
      try {
        const answer = await this.computeHere(compute);
        const generation = first.generation;
        await this.quietly(() =>
          redis
            .multi()
            .set(keys.entry, `${generation}|${answer.at}|${answer.body}`, 'PX', maxAgeMs)
            .set(keys.meta, `${generation}|${answer.at}`, 'PX', maxAgeMs)
            .exec(),
        );
        return answer;
      } finally {
        await this.quietly(() => redis.eval(RELEASE_LOCK, 1, keys.lock, token));
      }
    }
    let waitedFor: Answer | undefined;
    try {
      waitedFor = await this.waitForStored(redis, keys, first);
    } catch (error) {
      this.warnRedis(error);
    }
    return waitedFor ?? this.computeHere(compute);
  }

  /**
   * Another instance's computation, once stored: newer than the answer seen before (if any),
   * of the current generation and within max age, however long it took. The polls read only
   * the generations and the entry's small metadata key; the body is read once.
   */
  private async waitForStored(
    redis: Redis,
    keys: RedisKeys,
    seen: StoredAnswer,
  ): Promise<Answer | undefined> {
    const seenAt = seen.answer?.at ?? -Infinity;
    const { maxAgeMs } = this.options.settings;
    const usable = (generation: string, current: string, at: number) =>
      generation === current && at > seenAt && Date.now() - at < maxAgeMs;
    for (let waited = 0; waited < REDIS_WAIT_MS; waited += REDIS_POLL_MS) {
      await new Promise((resolve) => setTimeout(resolve, REDIS_POLL_MS));
      const [publicGeneration, viewerGeneration, meta] = await redis.mget(
        keys.publicGeneration,
        keys.viewerGeneration,
        keys.meta,
      );
      const current = keys.generationOf(publicGeneration, viewerGeneration);
      const stored = meta ? decodeMeta(meta) : undefined;
      if (!stored || !usable(stored.generation, current, stored.at)) continue;
      const entry = await redis.get(keys.entry);
      const answer = entry ? decode(entry) : undefined;
      // Replaced between the two reads: by a newer answer of this generation it is as good.
      if (answer && usable(answer.generation, current, answer.at))
        return { body: answer.body, at: answer.at };
    }
    return undefined;
  }

  /** The generation Redis holds for `keys`, and the stored answer if it is of that generation. */
  private async readStored(redis: Redis, keys: RedisKeys): Promise<StoredAnswer> {
    const [publicGeneration, viewerGeneration, stored] = await redis.mget(
      keys.publicGeneration,
      keys.viewerGeneration,
      keys.entry,
    );
    const generation = keys.generationOf(publicGeneration, viewerGeneration);
    const answer = stored ? decode(stored) : undefined;
    return answer?.generation === generation
      ? { generation, answer: { body: answer.body, at: answer.at } }
      : { generation };
  }

  private redisKeysOf(key: string): RedisKeys {
    const perViewer = key.startsWith('viewer:');
    return {
      publicGeneration: `${this.prefix}generation:public`,
      viewerGeneration: `${this.prefix}generation:viewer`,
      // A shared answer is ended by public writes only; a person's own by theirs too.
      generationOf: (publicGeneration, viewerGeneration) =>
        perViewer ? `${publicGeneration ?? '0'}.${viewerGeneration ?? '0'}` : (publicGeneration ?? '0'),
      entry: `${this.prefix}entry:${key}`,
      meta: `${this.prefix}meta:${key}`,
      lock: `${this.prefix}lock:${key}`,
    };
  }

  private async quietly(command: () => Promise<unknown>): Promise<void> {
    try {
      await command();
    } catch (error) {
      this.warnRedis(error);
    }
  }

  private warnRedis(error: unknown): void {
    this.options.log?.warn({ err: error }, 'lists: Redis unavailable, answering from this instance');
  }

  /**
   * Ends the answers stored in Redis that `write` changes (the generation they were stored under
   * is no longer current): a 'viewer' write only the per-viewer ones.
   */
  async invalidateShared(write: ListWrite): Promise<void> {
    const redis = this.options.redis;
    if (!redis) return;
    try {
      await redis.incr(`${this.prefix}generation:${write}`);
    } catch (error) {
      this.options.log?.warn(
        { err: error },
        'lists: Redis INCR failed; stored answers end within two seconds',
      );
    }
  }
}

/** Lists changed somewhere: every instance's cache hears it on the live bus. */
const LISTS_TOPIC = 'lists';

/**
 * The app's list cache, listening for writes here (told to Redis and to the other instances
 * through the bus) and for word from the other instances. `stop` when the app closes.
 */
export function startListCache(
  deps: AppDeps,
  redis: Redis | undefined,
  log: Pick<FastifyBaseLogger, 'warn'>,
): ListCache & { stop: () => void } {
  const cache = new ListCache({
    settings: deps.config.listCache,
    redis,
    namespace: deps.config.database.dialect === 'postgres' ? deps.config.database.schema : undefined,
    log,
  });
  listCaches.set(deps, cache);
  // Our own word comes back to us over Redis or PostgreSQL: heard once more, it would end the
  // answers computed since. As many words as we sent are let pass (a word from another instance
  // heard first is then taken for ours, and ours for it: the same ends, a moment apart).
  const ownWords: Record<ListWrite, number> = { public: 0, viewer: 0 };
  const stopWriteWatch = deps.writes.onWrite((write) => {
    cache.invalidate(write);
    ownWords[write]++;
    // Redis first: another instance that hears the bus must not read an answer stored before.
    void cache
      .invalidateShared(write)
      .then(() =>
        deps.live.announce({
          type: 'changed',
          topic: LISTS_TOPIC,
          what: write === 'public' ? 'details' : 'membership',
        }),
      )
      .catch(() => undefined);
  });
  const stopListening = deps.live.watch(LISTS_TOPIC, (event) => {
    const write: ListWrite = event.what === 'membership' ? 'viewer' : 'public';
    if (ownWords[write] > 0) ownWords[write]--;
    else cache.invalidate(write);
  });
  // Word may have been lost while the bus was down: nothing kept from before is trusted.
  const stopGapWatch = deps.live.onGap?.(() => {
    ownWords.public = ownWords.viewer = 0;
    cache.invalidate('public');
  });
  return Object.assign(cache, {
    stop: () => {
      stopWriteWatch();
      stopListening();
      stopGapWatch?.();
    },
  });
}

/** Each app's list cache, by its deps: tests count its computations (listCacheOf). */
export const listCaches = new WeakMap<object, ListCache>();

/** The list cache of the app with these deps (tests). */
export const listCacheOf = (deps: object): ListCache | undefined => listCaches.get(deps);

/** Deletes the lock only if it still holds our token (another instance may have it now). */
const RELEASE_LOCK = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;

function decodeMeta(stored: string): { generation: string; at: number } | undefined {
  const bar = stored.indexOf('|');
  return bar < 0 ? undefined : { generation: stored.slice(0, bar), at: Number(stored.slice(bar + 1)) };
}

/** An entry is `generation|start time|body`: one GET reads all three. */
function decode(stored: string): (Answer & { generation: string }) | undefined {
  const first = stored.indexOf('|');
  const second = stored.indexOf('|', first + 1);
  if (first < 0 || second < 0) return undefined;
  return {
    generation: stored.slice(0, first),
    at: Number(stored.slice(first + 1, second)),
    body: stored.slice(second + 1),
  };
}
