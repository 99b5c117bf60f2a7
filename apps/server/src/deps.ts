import type { Config } from './config.ts';
import type { Db, Dialect } from './db/client.ts';
import type { WriteWatch } from './db/write-watch.ts';
import type { LiveBus } from './live/bus.ts';
import type { AppMetrics } from './metrics/app-metrics.ts';
import type { ImageStorage } from './storage/storage.ts';

/** What modules need from the app, passed explicitly (no globals, no autoload). */
export interface AppDeps {
  config: Config;
  db: Db;
  dialect: Dialect;
  /** HMAC key for CSRF tokens and captcha challenges. */
  secret: string;
  storage: ImageStorage;
  /** Delivers events to people's open pages, across instances. */
  live: LiveBus;
  /** Word of committed writes that lists show (issue #31): the list cache listens. */
  writes: WriteWatch;
  /** What the app counts for /metrics (issue #32); does nothing when nobody can read them. */
  metrics: AppMetrics;
}
