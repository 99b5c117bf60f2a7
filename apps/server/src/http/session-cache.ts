/**
 * Sessions read by safe requests, kept a moment (issue #31): a signed-in member's list request
 * cost as much in reading its session and person as in its cached answer, which held their lists
 * near 4,000 requests a second whatever the cache did.
 *
 * - Only GET and HEAD use it: a request that changes something reads its session afresh, so what
 *   it may do is always decided on the stored session and roles.
 * - Any committed write of a person's row or of a session (but its touch) empties it, on this
 *   instance at once and on the others through the live bus (db/write-watch.ts): signing out,
 *   a suspension, a new role or name counts on the next request everywhere.
 * - A row read while such a write was committing is not kept (a generation counts the ends).
 * - Kept `ttlMs` at most (SESSION_CACHE_MS, 0 turns it off), which bounds what a lost word on the
 *   bus, or a write by another process (the admin CLI), can leave.
 */
import { LRUCache } from 'lru-cache';
import type { AppDeps } from '../deps.ts';
import type { findSessionWithUser } from './session.repository.ts';

export type SessionRow = NonNullable<Awaited<ReturnType<typeof findSessionWithUser>>>;

/** The sessions of a few thousand people reading at once; an entry is a few hundred bytes. */
const MAX_SESSIONS = 10_000;

/** Writes of sessions or people somewhere: every instance's session cache hears it on the live bus. */
const SESSIONS_TOPIC = 'sessions';

export class SessionCache {
  private readonly rows: LRUCache<string, SessionRow> | undefined;
  /** Counts the ends: a read that began in an earlier generation is not kept. */
  private generation = 0;

  constructor(ttlMs: number) {
    this.rows = ttlMs > 0 ? new LRUCache({ max: MAX_SESSIONS, ttl: ttlMs }) : undefined;
  }

  get(idHash: string): SessionRow | undefined {
    return this.rows?.get(idHash);
  }

  /** Where a read starts: hand it to `keep` with its row. */
  currentGeneration(): number {
    return this.generation;
  }

  keep(idHash: string, row: SessionRow, readInGeneration: number): void {
    if (readInGeneration === this.generation) this.rows?.set(idHash, row);
  }

  forget(idHash: string): void {
    this.rows?.delete(idHash);
  }

  clear(): void {
    this.generation++;
    this.rows?.clear();
  }
}

/**
 * The app's session cache, emptied by writes here (and told to the other instances) and by word
 * from the other instances. `stop` when the app closes.
 */
export function startSessionCache(deps: AppDeps): SessionCache & { stop: () => void } {
  const cache = new SessionCache(deps.config.session.cacheMs);
  if (deps.config.session.cacheMs === 0) return Object.assign(cache, { stop: () => undefined });
  const stopWriteWatch = deps.writes.onAccountWrite(() => {
    cache.clear();
    void deps.live
      .announce({ type: 'changed', topic: SESSIONS_TOPIC, what: 'details' })
      .catch(() => undefined);
  });
  // Our own word comes back too: one more emptying, which costs a read.
  const stopListening = deps.live.watch(SESSIONS_TOPIC, () => cache.clear());
  // Word may have been lost while the bus was down.
  const stopGapWatch = deps.live.onGap?.(() => cache.clear());
  return Object.assign(cache, {
    stop: () => {
      stopWriteWatch();
      stopListening();
      stopGapWatch?.();
    },
  });
}
