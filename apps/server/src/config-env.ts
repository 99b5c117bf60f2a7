/**
 * Every environment variable the server reads, with its default and what makes it wrong; config.ts
 * parses the environment with it once, at start-up.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { LIMITS } from '@neighbourly/shared';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every variable the server reads; compose.yaml may set only these (config.compose.test.ts). */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Defaults to http://localhost:$PORT. */
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave it unset for SQLite)')
    .optional(),
  SQLITE_FILE: z.string().default(path.join(repoRoot, 'data', 'neighbourly.sqlite')),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  UPLOAD_DIR: z.string().default(path.join(repoRoot, 'data', 'uploads')),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps', 'web', 'dist')),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().default(30),
  /** How long a safe request may reuse a session read by another (issue #31); 0 turns it off. */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
  TRUST_PROXY: booleanFromEnv.default(false),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  /** Shared list answers (issue #31): fresh this long, then served while one request recomputes. */
  LIST_CACHE_FRESH_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Never served older than this (ms since computed). 0 turns the list cache off. */
  LIST_CACHE_MAX_AGE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /** The in-process list cache's cap, in MB of answer bodies (least recently used go first). */
  LIST_CACHE_MAX_MB: z.coerce.number().positive().max(4096).default(32),
  RATE_LIMIT_SIGN_IN_PER_MINUTE: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_SIGN_UP_PER_MINUTE: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_CHECK_LOGIN_PER_MINUTE: z.coerce.number().int().positive().default(120),
  MESSAGING_ENABLED: booleanFromEnv.default(false),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Neighbourly <no-reply@neighbourly.ca>'),
  JOBS_POLL_MS: z.coerce.number().int().min(10).default(1000),
  JOBS_ENABLED: booleanFromEnv.default(true),
  /** Unset: in the database on PostgreSQL (shared by every instance), on local disk on SQLite. */
  IMAGE_STORAGE: z.enum(['disk', 'database']).optional(),
  HELP_EMAIL: z.email().default('help@neighbourly.ca'),
  ALTCHA_MAX_COUNTER: z.coerce.number().int().min(10).max(10_000_000).default(50_000),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_SECRET_KEY: z.string().optional(),
  OIDC_ISSUER_URL: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_PROVIDER_ID: z
    .string()
    .regex(/^[a-z0-9_-]+$/)
    .default('oidc'),
  OIDC_PROVIDER_NAME: z.string().default('OpenID Connect'),
  SEED_DEMO: booleanFromEnv.default(true),
  /** URLs per sitemap file (sitemaps.org allows 50,000; tests make it small). */
  SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(2).max(50_000).default(50_000),
  /** Where Meetup imports may fetch from: scheme, host and port, comma-separated. */
  MEETUP_ORIGINS: z
    .string()
    .refine(
      (v) =>
        v
          .split(',')
          .every(
            (origin) => URL.canParse(origin.trim()) && /^https?:$/.test(new URL(origin.trim()).protocol),
          ),
      'must be comma-separated http(s) origins such as https://www.meetup.com',
    )
    .default('https://www.meetup.com,https://meetup.com'),
  /** Only for tests with a local fixture server: hosts that may be loopback or private. */
  MEETUP_PRIVATE_HOSTS: z.string().default(''),
  MEETUP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  MEETUP_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(3 * 1024 * 1024),
  /**
   * Map tiles (issue #28): an {z}/{x}/{y} template, OpenStreetMap's standard tiles by default
   * (their policy asks for the attribution shown on the map); 'none' shows markers on a blank map.
   */
  MAP_TILE_URL: z
    .string()
    .refine(
      (v) => v === 'none' || /^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/.test(v),
      'must be an http(s) {z}/{x}/{y} template or none',
    )
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
  /** A Nominatim-compatible server for address search (issue #28); unset, none is offered. */
  GEOCODER_URL: z
    .string()
    .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), 'must be an http(s) URL')
    .optional(),
  /** Only for tests with a local geocoder: hosts that may be loopback or private. */
  GEOCODER_PRIVATE_HOSTS: z.string().default(''),
  RATE_LIMIT_IMPORT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_MESSAGES_PER_MINUTE: z.coerce.number().int().positive().default(LIMITS.messagesPerMinute),
  /** Reports one person may make in an hour (issue #27). */
  RATE_LIMIT_REPORTS_PER_HOUR: z.coerce.number().int().positive().default(LIMITS.reportsPerHour),
  /** Links a new account publishes an hour before the next waits for review (issue #27). */
  NEW_ACCOUNT_LINKS_PER_HOUR: z.coerce.number().int().nonnegative().default(LIMITS.newAccountLinksPerHour),
  /**
   * Open live streams (GET /live) per client address, across instances with REDIS_URL. 100: five
   * people at the per-person cap of 20, or a household, office or library behind one NAT with a
   * few pages each; a single client holding more is more likely one person with many accounts.
   * IPv6 addresses count by their /64.
   */
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /** Public groups as ActivityPub actors (issue #30): on unless set to false. */
  FEDERATION_ENABLED: booleanFromEnv.default(true),
  /** Only for tests with fediverse servers on loopback: hosts that may be loopback or private. */
  FEDERATION_PRIVATE_HOSTS: z.string().default(''),
  /** How long a remote server may take to answer a fetch or a delivery. */
  FEDERATION_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** The largest document fetched from, or accepted by the inbox from, another server. */
  FEDERATION_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(256 * 1024),
  /** On SIGTERM/SIGINT: how long requests in flight and running jobs may take before they are cut. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().positive().max(3600).default(10),
  /**
   * On SIGTERM/SIGINT: how long the server goes on accepting connections (answering /readyz 503)
   * before it closes its port, for a load balancer that polls readiness; part of the grace.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().nonnegative().max(3600).default(0),
  /** GET /metrics answers only a request with `Authorization: Bearer <this>` (issue #32). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Metrics also on 127.0.0.1:<this>, without a token (for a collector on the same machine). */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
});
