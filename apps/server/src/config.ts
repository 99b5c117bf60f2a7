/**
 * The environment, parsed once at start-up (the variables are in config-env.ts). Nothing else
 * reads process.env: a bad value stops the server with every wrong variable named.
 */
import { z } from 'zod';
import { envSchema } from './config-env.ts';

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
  /** `cacheMs`: how long GET and HEAD requests may reuse a session read (http/session-cache.ts). */
  session: { idleMs: number; absoluteMs: number; cacheMs: number };
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
    session: {
      idleMs: e.SESSION_IDLE_HOURS * 3_600_000,
      absoluteMs: e.SESSION_ABSOLUTE_DAYS * 86_400_000,
      cacheMs: e.SESSION_CACHE_MS,
    },
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
