/**
 * The list cache's answers shared through Redis (issue #31), so instances share one computation:
 * the one that wins a `SET NX PX` lock computes and stores the body; the others read it. Redis
 * holds two generations (one for public writes, one for viewer writes), so an answer stored
 * before a change is never read after it, and a join or RSVP ends no shared answer.
 */
import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { ListWrite } from '../../db/write-watch.ts';

export interface Answer {
  body: string;
  /** When its computation started (ms): what it shows is at least this recent. */
  at: number;
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

interface SharedAnswersOptions {
  /** Where this deployment's keys start. */
  prefix: string;
  settings: Config['listCache'];
  log?: Pick<FastifyBaseLogger, 'warn'> | undefined;
}

export class SharedAnswers {
  private readonly redis: Redis;
  private readonly options: SharedAnswersOptions;

  constructor(redis: Redis, options: SharedAnswersOptions) {
    this.redis = redis;
    this.options = options;
  }

  /**
   * One computation for every instance: read the stored answer if it is of Redis's current
   * generation and fresh; else take the lock and compute, or wait a little for whoever has it.
   * Redis failing costs the sharing, never the answer; the computation failing is the caller's
   * error, as without a cache.
   */
  async fill(key: string, computeHere: () => Promise<Answer>): Promise<Answer> {
    const redis = this.redis;
    const keys = this.redisKeysOf(key);
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
      return computeHere();
    }
    if (locked) {
      try {
        const answer = await computeHere();
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
    return waitedFor ?? computeHere();
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
      const [current, meta] = await generationAnd(redis, keys, keys.meta);
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
    const [generation, stored] = await generationAnd(redis, keys, keys.entry);
    const answer = stored ? decode(stored) : undefined;
    return answer?.generation === generation
      ? { generation, answer: { body: answer.body, at: answer.at } }
      : { generation };
  }

  private redisKeysOf(key: string): RedisKeys {
    const perViewer = key.startsWith('viewer:');
    return {
      publicGeneration: `${this.options.prefix}generation:public`,
      viewerGeneration: `${this.options.prefix}generation:viewer`,
      // A shared answer is ended by public writes only; a person's own by theirs too.
      generationOf: (publicGeneration, viewerGeneration) =>
        perViewer ? `${publicGeneration ?? '0'}.${viewerGeneration ?? '0'}` : (publicGeneration ?? '0'),
      entry: `${this.options.prefix}entry:${key}`,
      meta: `${this.options.prefix}meta:${key}`,
      lock: `${this.options.prefix}lock:${key}`,
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
  async invalidate(write: ListWrite): Promise<void> {
    try {
      await this.redis.incr(`${this.options.prefix}generation:${write}`);
    } catch (error) {
      this.options.log?.warn(
        { err: error },
        'lists: Redis INCR failed; stored answers end within two seconds',
      );
    }
  }
}

/** Redis's current generation for `keys`, and what `key` holds, in one round trip. */
async function generationAnd(redis: Redis, keys: RedisKeys, key: string): Promise<[string, string | null]> {
  const [publicGeneration, viewerGeneration, value] = await redis.mget(
    keys.publicGeneration,
    keys.viewerGeneration,
    key,
  );
  return [keys.generationOf(publicGeneration, viewerGeneration), value ?? null];
}

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
