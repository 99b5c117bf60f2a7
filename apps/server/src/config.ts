/**
 * The environment, parsed once at start-up. Nothing else reads process.env: a bad value stops
 * the server with every wrong variable named.
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

export type Env = z.input<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  secureCookies: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  database:
    | { dialect: 'sqlite'; file: string }
    | { dialect: 'postgres'; url: string; poolSize: number; schema?: string };
  webDistDir: string;
  /** Where the local-disk storage driver keeps images. */
  uploadDir: string;
  /** Unset: the database on PostgreSQL (every instance sees every image), local disk on SQLite. */
  imageStorage: 'disk' | 'database' | undefined;
  /** HMAC key for CSRF tokens and captcha challenges; when unset, one is kept in the database. */
  appSecret: string | undefined;
  session: { idleMs: number; absoluteMs: number };
  /** Behind a load balancer: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  redisUrl: string | undefined;
  /** Discovery's list cache (issue #31); maxAgeMs 0: off. */
  listCache: { freshMs: number; maxAgeMs: number; maxBytes: number };
  /** Open live streams per client address (IPv6: per /64); every instance's with Redis. */
  liveStreamsPerAddress: number;
  rateLimits: {
    signInPerMinute: number;
    signUpPerMinute: number;
    checkLoginPerMinute: number;
    importPerMinute: number;
    messagesPerMinute: number;
    reportsPerHour: number;
    newAccountLinksPerHour: number;
  };
  meetup: { origins: string[]; privateHosts: string[]; timeoutMs: number; maxBytes: number };
  /** Map tiles (null: none) and their attribution; the geocoder, when there is one (issue #28). */
  map: { tileUrl: string | null; attribution: string };
  geocoder: { url: string; privateHosts: string[] } | undefined;
  messagingEnabled: boolean;
  /** No smtpUrl: no email is sent. */
  mail: { smtpUrl: string | undefined; from: string };
  /** enabled: this instance runs due jobs (emails, reminders); off for web-only instances. */
  jobs: { enabled: boolean; pollMs: number };
  helpEmail: string;
  captcha:
    | { provider: 'altcha'; maxCounter: number }
    | { provider: 'recaptcha'; siteKey: string; secretKey: string };
  oidc:
    | { id: string; name: string; issuerUrl: string; clientId: string; clientSecret: string | undefined }
    | undefined;
  seedDemo: boolean;
  /** At most this many URLs in each file the sitemap index names. */
  sitemapUrlsPerFile: number;
  /** ActivityPub (issue #30): off, nothing federates; privateHosts only for loopback tests. */
  federation: { enabled: boolean; privateHosts: string[]; timeoutMs: number; maxBytes: number };
  /** /metrics (issue #32): no token and no port, nobody can read them. */
  metrics: { token: string | undefined; port: number | undefined };
  /** SIGTERM/SIGINT: the time from the signal to the exit at most, and the port's drain within it. */
  shutdown: { graceMs: number; drainMs: number };
}

export class ConfigError extends Error {}

/** SIGTERM/SIGINT (issue #32): the whole stop fits in graceMs; the port stays open drainMs of it. */
function shutdownConfig(e: z.infer<typeof envSchema>): Config['shutdown'] {
  if (e.SHUTDOWN_DRAIN_SECONDS >= e.SHUTDOWN_GRACE_SECONDS) {
    throw new ConfigError(
      'Invalid environment:\n  SHUTDOWN_DRAIN_SECONDS must be less than SHUTDOWN_GRACE_SECONDS (the drain is part of the grace)',
    );
  }
  return { graceMs: e.SHUTDOWN_GRACE_SECONDS * 1000, drainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000 };
}

/** The map's tiles and the geocoder (issue #28). */
function mapConfig(e: z.infer<typeof envSchema>): Pick<Config, 'map' | 'geocoder'> {
  return {
    map: {
      tileUrl: e.MAP_TILE_URL === 'none' ? null : e.MAP_TILE_URL,
      attribution: e.MAP_TILE_ATTRIBUTION,
    },
    geocoder: e.GEOCODER_URL
      ? {
          url: e.GEOCODER_URL.replace(/\/$/, ''),
          privateHosts: e.GEOCODER_PRIVATE_HOSTS.split(',')
            .map((h) => h.trim())
            .filter(Boolean),
        }
      : undefined,
  };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, as in most .env tooling.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.RECAPTCHA_SITE_KEY) !== Boolean(e.RECAPTCHA_SECRET_KEY)) {
    throw new ConfigError('Invalid environment:\n  RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY go together');
  }
  if (Boolean(e.OIDC_ISSUER_URL) !== Boolean(e.OIDC_CLIENT_ID)) {
    throw new ConfigError('Invalid environment:\n  OIDC_ISSUER_URL and OIDC_CLIENT_ID go together');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    secureCookies: (e.PUBLIC_URL ?? '').startsWith('https://'),
    logLevel: e.LOG_LEVEL,
    database: e.DATABASE_URL
      ? { dialect: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { dialect: 'sqlite', file: e.SQLITE_FILE },
    webDistDir: e.WEB_DIST_DIR,
    uploadDir: e.UPLOAD_DIR,
    imageStorage: e.IMAGE_STORAGE,
    appSecret: e.APP_SECRET,
    session: { idleMs: e.SESSION_IDLE_HOURS * 3_600_000, absoluteMs: e.SESSION_ABSOLUTE_DAYS * 86_400_000 },
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    listCache: listCacheConfig(e),
    liveStreamsPerAddress: e.LIVE_STREAMS_PER_ADDRESS,
    rateLimits: rateLimitsConfig(e),
    meetup: meetupConfig(e),
    ...mapConfig(e),
    messagingEnabled: e.MESSAGING_ENABLED,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    jobs: { enabled: e.JOBS_ENABLED, pollMs: e.JOBS_POLL_MS },
    helpEmail: e.HELP_EMAIL,
    captcha:
      e.RECAPTCHA_SITE_KEY && e.RECAPTCHA_SECRET_KEY
        ? { provider: 'recaptcha', siteKey: e.RECAPTCHA_SITE_KEY, secretKey: e.RECAPTCHA_SECRET_KEY }
        : { provider: 'altcha', maxCounter: e.ALTCHA_MAX_COUNTER },
    oidc:
      e.OIDC_ISSUER_URL && e.OIDC_CLIENT_ID
        ? {
            id: e.OIDC_PROVIDER_ID,
            name: e.OIDC_PROVIDER_NAME,
            issuerUrl: e.OIDC_ISSUER_URL,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
          }
        : undefined,
    seedDemo: e.SEED_DEMO,
    sitemapUrlsPerFile: e.SITEMAP_URLS_PER_FILE,
    federation: federationConfig(e),
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    shutdown: shutdownConfig(e),
  };
}

function rateLimitsConfig(e: z.infer<typeof envSchema>): Config['rateLimits'] {
  return {
    signInPerMinute: e.RATE_LIMIT_SIGN_IN_PER_MINUTE,
    signUpPerMinute: e.RATE_LIMIT_SIGN_UP_PER_MINUTE,
    checkLoginPerMinute: e.RATE_LIMIT_CHECK_LOGIN_PER_MINUTE,
    importPerMinute: e.RATE_LIMIT_IMPORT_PER_MINUTE,
    messagesPerMinute: e.RATE_LIMIT_MESSAGES_PER_MINUTE,
    reportsPerHour: e.RATE_LIMIT_REPORTS_PER_HOUR,
    newAccountLinksPerHour: e.NEW_ACCOUNT_LINKS_PER_HOUR,
  };
}

/** The Meetup import: which pages it may read, how long and how much. */
function meetupConfig(e: z.infer<typeof envSchema>): Config['meetup'] {
  return {
    origins: e.MEETUP_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean)
      .map((o) => new URL(o).origin),
    privateHosts: e.MEETUP_PRIVATE_HOSTS.split(',')
      .map((h) => h.trim())
      .filter(Boolean),
    timeoutMs: e.MEETUP_TIMEOUT_MS,
    maxBytes: e.MEETUP_MAX_BYTES,
  };
}

/** Discovery's list cache (issue #31); its answers are never older than maxAgeMs. */
function listCacheConfig(e: z.infer<typeof envSchema>): Config['listCache'] {
  return {
    freshMs: Math.min(e.LIST_CACHE_FRESH_MS, e.LIST_CACHE_MAX_AGE_MS),
    maxAgeMs: e.LIST_CACHE_MAX_AGE_MS,
    maxBytes: Math.round(e.LIST_CACHE_MAX_MB * 1024 * 1024),
  };
}

/** ActivityPub (issue #30). */
function federationConfig(e: z.infer<typeof envSchema>): Config['federation'] {
  return {
    enabled: e.FEDERATION_ENABLED,
    privateHosts: e.FEDERATION_PRIVATE_HOSTS.split(',')
      .map((h) => h.trim())
      .filter(Boolean),
    timeoutMs: e.FEDERATION_TIMEOUT_MS,
    maxBytes: e.FEDERATION_MAX_BYTES,
  };
}
