/**
 * Readiness (issue #32): can this instance serve? The database answers a trivial query, it has
 * run every migration this code knows, Redis (when REDIS_URL is set) answers PING, and the
 * instance is not stopping. Each check is cut after CHECK_TIMEOUT_MS, so a hung database makes
 * /readyz answer 503 rather than hang the probe.
 */
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client.ts';
import { pendingMigrations } from '../../db/migrate.ts';
import type { Lifecycle } from '../../shutdown/lifecycle.ts';
import { pingDatabase } from './system.repository.ts';

export const UNREADY_REASONS = ['database', 'migrations', 'redis', 'shutting down'] as const;
export type UnreadyReason = (typeof UNREADY_REASONS)[number];

/** Per check. Kubernetes' probes give up after 1 s unless told more (the README's example: 3 s). */
export const CHECK_TIMEOUT_MS = 2000;

export interface ReadinessSources {
  db: Db;
  /** PostgreSQL's schema of a test run, where the migration table is. */
  schema: string | undefined;
  redis: Redis | undefined;
  lifecycle: Lifecycle;
}

/** Resolves true when `work` succeeds within `ms`; false when it fails or takes longer. */
async function succeedsWithin(ms: number, work: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([
      work().then(
        () => true,
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * ioredis queues commands while it reconnects: a connection that was lost is not ready, however
 * the queue would fare. One still connecting for the first time gets its PING's time-out.
 */
const redisLost = (redis: Redis) => ['reconnecting', 'close', 'end'].includes(redis.status);

export class Readiness {
  /** The check under way: probes that come meanwhile share it, so a hung database holds one connection. */
  private running: Promise<UnreadyReason | null> | undefined;
  private readonly sources: ReadinessSources;

  constructor(sources: ReadinessSources) {
    this.sources = sources;
  }

  /** null when ready; otherwise the first reason it is not. */
  async check(): Promise<UnreadyReason | null> {
    if (this.sources.lifecycle.shuttingDown) return 'shutting down';
    this.running ??= this.run().finally(() => {
      this.running = undefined;
    });
    const reason = await this.running;
    return this.sources.lifecycle.shuttingDown ? 'shutting down' : reason;
  }

  private async run(): Promise<UnreadyReason | null> {
    const { db, schema, redis } = this.sources;
    if (!(await succeedsWithin(CHECK_TIMEOUT_MS, () => pingDatabase(db)))) return 'database';
    const current = () =>
      pendingMigrations(db, schema).then((pending) => {
        if (pending.length > 0) throw new Error(`pending: ${pending.join(', ')}`);
      });
    if (!(await succeedsWithin(CHECK_TIMEOUT_MS, current))) return 'migrations';
    if (redis && (redisLost(redis) || !(await succeedsWithin(CHECK_TIMEOUT_MS, () => redis.ping())))) {
      return 'redis';
    }
    return null;
  }
}
