import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { MemoryLiveBus, type LiveBus } from './bus.ts';
import { PostgresLiveBus } from './postgres-bus.ts';
import { RedisLiveBus } from './redis-bus.ts';

/**
 * The bus of this deployment: Redis pub/sub when REDIS_URL is set, else PostgreSQL
 * LISTEN/NOTIFY on PostgreSQL, else (SQLite, one process) memory. Resolves once listening.
 */
export async function createLiveBus(config: Config, db: Db): Promise<LiveBus> {
  const schema = config.database.dialect === 'postgres' ? config.database.schema : undefined;
  if (config.redisUrl) {
    const bus = new RedisLiveBus({ url: config.redisUrl, ...(schema ? { schema } : {}) });
    await bus.start();
    return bus;
  }
  if (config.database.dialect === 'postgres') {
    const bus = new PostgresLiveBus({ url: config.database.url, db, ...(schema ? { schema } : {}) });
    await bus.start();
    return bus;
  }
  return new MemoryLiveBus();
}
