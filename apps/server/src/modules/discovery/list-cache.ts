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
 * - With Redis, instances share one computation (list-cache-redis.ts).
 * - Bounded: an LRU capped in bytes of bodies.
 *
 * Shared keys hold what is the same for everyone; a key holding one person's answer starts
 * with `viewerKey(...)`, and only that person's requests ask for it.
 */
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { ListWrite } from '../../db/write-watch.ts';
import type { AppDeps } from '../../deps.ts';
import { SharedAnswers, type Answer } from './list-cache-redis.ts';

export interface ListCacheOptions {
  settings: Config['listCache'];
  redis?: Redis | undefined;
  /** Separates deployments (tests' schemas) sharing one Redis. */
  namespace?: string | undefined;
  log?: Pick<FastifyBaseLogger, 'warn'> | undefined;
}

export class ListCache {
  private readonly answers: LRUCache<string, Answer>;
  private readonly running = new Map<string, Promise<Answer>>();
  /** Bumped by every 'public' write: part of every key. */
  private publicGeneration = 0;
  /** Bumped by every write: part of the per-viewer keys. */
  private viewerGeneration = 0;
  /** Answers shared with the other instances, with Redis. */
  private readonly shared: SharedAnswers | undefined;
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
    const prefix = `neighbourly:lists:${options.namespace ?? ''}:`;
    this.shared =
      options.redis &&
      new SharedAnswers(options.redis, { prefix, settings: options.settings, log: options.log });
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
    // The generation Redis keeps is its own: the key goes without this instance's.
    const answer = this.shared
      ? await this.shared.fill(fullKey.slice(fullKey.indexOf(':') + 1), () => this.computeHere(compute))
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
   * Ends the answers stored in Redis that `write` changes: a 'viewer' write only the per-viewer
   * ones.
   */
  async invalidateShared(write: ListWrite): Promise<void> {
    await this.shared?.invalidate(write);
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
