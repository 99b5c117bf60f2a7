import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Redis } from 'ioredis';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_PATHS, LIMITS, PRODUCT_NAME } from '@neighbourly/shared';
import type { Config } from './config.ts';
import { createDb } from './db/client.ts';
import { WriteWatch } from './db/write-watch.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { AppDeps } from './deps.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { registerErrorHandling } from './http/errors.ts';
import { REQUEST_ID_OPTIONS, registerRequestIds } from './http/request-context.ts';
import { resolveAppSecret } from './http/secret.ts';
import { sessionPlugin } from './http/session.ts';
import {
  accountExportRoutes,
  registerAccountExportJobs,
  scheduleExportPruning,
} from './modules/account-export/index.ts';
import { authRoutes, oidcRoutes } from './modules/auth/index.ts';
import { discoveryRoutes, seoRoutes } from './modules/discovery/index.ts';
import {
  commentsRoutes,
  eventsRoutes,
  participantsRoutes,
  registerEventJobs,
} from './modules/events/index.ts';
import {
  federationRoutes,
  lazyFederation,
  registerEventDelivery,
  registerFederationBridge,
  registerFollowRemoval,
  registerGroupDeparture,
  registerKvPruning,
  scheduleKvPruning,
} from './modules/federation/index.ts';
import { feedsRoutes } from './modules/feeds/index.ts';
import { groupsRoutes, membersRoutes, requestsRoutes } from './modules/groups/index.ts';
import { meetupImportRoutes } from './modules/meetup-import/index.ts';
import { messagingRoutes, registerMessagingJobs } from './modules/messaging/index.ts';
import { moderationRoutes, registerModerationJobs, registerReviewJobs } from './modules/moderation/index.ts';
import { notificationsRoutes, registerNotificationJobs } from './modules/notifications/index.ts';
import { registerPages } from './modules/pages/index.ts';
import { usersRoutes } from './modules/people/index.ts';
import { systemRoutes } from './modules/system/index.ts';
import { workflowsRoutes } from './workflows/workflows.routes.ts';
import { seedDemoData } from './seed/demo.ts';
import { DatabaseStorage } from './storage/database.ts';
import { LocalDiskStorage } from './storage/local-disk.ts';
import { createLiveBus } from './live/create-live-bus.ts';
import { liveRoutes } from './live/live.routes.ts';
import { JobRunner } from './jobs/runner.ts';
import { Lifecycle } from './shutdown/lifecycle.ts';
import { createMailer } from './mail/mailer.ts';
import { createMetrics, registerMetrics } from './metrics/metrics.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's dependencies; tests use them to look behind the HTTP answers. */
    deps: AppDeps;
    /** Runs due jobs; polls by itself when JOBS_ENABLED, and tests call its runDue(). */
    jobs: JobRunner;
  }
}

export interface BuildOptions {
  /** Tests and tools pass false to keep the request log quiet. */
  logger?: boolean;
  /** Where log lines go (standard output by default); tests read them from here. */
  logStream?: NodeJS.WritableStream;
}

/** What the modules are given: the database (migrated, its writes watched), storage, the live bus. */
async function createDeps(config: Config): Promise<AppDeps> {
  const { db: unwatchedDb, dialect, pool } = createDb(config.database);
  // Every query passes the watch, which tells the list cache what a write changed (issue #31).
  const writes = new WriteWatch();
  const db = unwatchedDb.withPlugin(writes);
  await migrateToLatest(db, config.database.dialect === 'postgres' ? config.database.schema : undefined);
  const secret = await resolveAppSecret(db, config.appSecret);
  const live = await createLiveBus(config, db);
  return {
    config,
    db,
    dialect,
    secret,
    storage:
      (config.imageStorage ?? (dialect === 'postgres' ? 'database' : 'disk')) === 'database'
        ? new DatabaseStorage(db)
        : new LocalDiskStorage(config.uploadDir),
    live,
    writes,
    metrics: await createMetrics(config.metrics, { db, pool }),
  };
}

/**
 * Every route is validated and serialized by zod. Given as the compilers' factories (rather than
 * by setValidatorCompiler after), so Fastify never loads its default ones: ajv and
 * fast-json-stringify, ~250 modules (issue #31). Fastify types the factories after ajv's; at run
 * time a factory only has to return the compiler.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const deps = await createDeps(config);
  const { db, live } = deps;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // registerErrorHandling logs one line per request instead, with the reason of a refusal.
    logController: new LogController({ disableRequestLogging: true }),
    schemaController: { compilersFactory: zodCompilers },
    ...REQUEST_ID_OPTIONS,
  }).withTypeProvider<ZodTypeProvider>();
  registerRequestIds(app);
  app.decorate('deps', deps);
  app.decorate('lifecycle', new Lifecycle());
  app.addHook('onClose', async () => {
    await live.close();
    await db.destroy();
  });

  const jobs = startJobs(app, deps);
  // Groups on the fediverse (issue #30): Fedify's queue runs on the job table; Fedify itself is
  // loaded with the first federation request or job (issue #31).
  const federation = lazyFederation(deps, jobs);
  registerEventDelivery(jobs, deps, federation);
  registerGroupDeparture(jobs, deps, federation);
  registerFollowRemoval(jobs, deps, federation);
  registerKvPruning(jobs, deps);
  await scheduleKvPruning(db);
  await scheduleExportPruning(deps);
  app.addHook('preClose', async () => federation.stop());

  if (config.seedDemo && (await seedDemoData(deps))) {
    app.log.info('Created the demo account and the Vancouver demo groups and events (see README).');
  }

  await app.register(fastifyCookie);
  await registerSecurityHeaders(app, config);
  await registerCompression(app);
  const redis = config.redisUrl ? await connectRedis(app, config.redisUrl) : undefined;
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'neighbourly-rl:' } : {}),
  });
  await app.register(fastifyMultipart, { limits: { fileSize: LIMITS.imageMaxBytes, files: 1 } });
  // The OpenAPI document and its viewer, loaded with the first request for them (issue #31).
  await registerApiDocs(app, {
    swagger: {
      openapi: {
        info: { title: `${PRODUCT_NAME} API`, version: '1.0.0' },
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: 'SESSION' },
            xsrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
          },
        },
      },
      transform: jsonSchemaTransform,
    },
    ui: { routePrefix: API_PATHS.docs, staticCSP: true },
    compilersFactory: zodCompilers,
  });

  registerErrorHandling(app);
  if (config.federation.enabled) registerFederationBridge(app, deps, federation);
  await app.register(sessionPlugin, { deps });
  await registerRoutes(app, deps, redis);

  await registerPages(app, deps);
  return app;
}

/**
 * The job runner and what it runs. It starts once the app is ready and stops before the
 * database closes, finishing the job in hand.
 */
function startJobs(app: FastifyInstance, deps: AppDeps): JobRunner {
  const mailer = createMailer(deps.config.mail.smtpUrl, deps.config.mail.from, {
    log: app.log,
    sent: () => deps.metrics.emailSent(),
    failed: () => deps.metrics.emailFailed(),
  });
  if (!mailer) app.log.info('SMTP_URL is not set: no email will be sent (notifications stay in the app).');
  const jobs = new JobRunner(deps.db, deps.dialect, app.log, {
    pollMs: deps.config.jobs.pollMs,
    // On SIGTERM the job in hand may finish within the shutdown's grace, less a second to hand
    // back the rest and close (issue #32).
    stopGraceMs: Math.max(0, deps.config.shutdown.graceMs - 1000),
  });
  registerNotificationJobs(jobs, deps, mailer);
  registerEventJobs(jobs, deps);
  registerMessagingJobs(jobs, deps);
  registerModerationJobs(jobs, deps);
  registerReviewJobs(jobs, deps);
  registerAccountExportJobs(jobs, deps);
  app.decorate('jobs', jobs);
  if (deps.config.jobs.enabled) app.addHook('onReady', async () => jobs.start());
  app.addHook('preClose', async () => jobs.stop());
  app.addHook('onClose', async () => mailer?.close());
  return jobs;
}

/**
 * The app's Redis connection (rate limits, /readyz), closed with the app. ioredis is loaded only
 * with REDIS_URL: 23 MB of RSS a server without Redis never needs.
 */
async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const redis = new (await import('ioredis')).Redis(url, { maxRetriesPerRequest: 2 });
  // Without a listener ioredis prints each failed reconnection to the console; /readyz answers
  // 503 "redis" meanwhile (issue #32).
  redis.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis connection error'));
  app.addHook('onClose', async () => void (await redis.quit()));
  return redis;
}

/** `https://{s}.tile.example/{z}/…` → `https://*.tile.example`: the origin a CSP names. */
const tileOrigin = (template: string) => {
  const [, scheme, host] = /^(https?):\/\/([^/]+)/.exec(template)!;
  return `${scheme}://${host!.replace(/\{s\}/, '*')}`;
};

/** Helmet's headers; the content security policy allows only what the SPA loads. */
async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const recaptcha = config.captcha.provider === 'recaptcha';
  await app.register(fastifyHelmet, {
    hsts: config.secureCookies,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(recaptcha ? ['https://www.google.com', 'https://www.gstatic.com'] : [])],
        frameSrc: recaptcha ? ['https://www.google.com'] : ["'none'"],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Map tiles come from their server (issue #28).
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.map.tileUrl ? [tileOrigin(config.map.tileUrl)] : [])],
        fontSrc: ["'self'", 'data:'],
        // The ALTCHA widget solves its proof of work in blob workers.
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
  });
}

/**
 * Compresses answers over 1 KB of compressible types (JSON, XML, text), for every route
 * registered after it. Event streams are left alone (the plugin skips text/event-stream, and
 * the live route writes to the socket itself). Request bodies are not decompressed: nothing
 * sends them compressed, and a small compressed body could unpack past the body limit.
 */
async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
  });
}

/** The modules' routes and the workflows', each a plugin given the app's dependencies. */
async function registerRoutes(app: FastifyInstance, deps: AppDeps, redis: Redis | undefined): Promise<void> {
  // First: its hook counts the requests of the routes after it (issue #32).
  registerMetrics(app, deps.metrics, deps.config.metrics);
  await app.register(systemRoutes, { deps, redis, lifecycle: app.lifecycle });
  await app.register(authRoutes, { deps });
  await app.register(oidcRoutes, { deps });
  await app.register(usersRoutes, { deps });
  await app.register(groupsRoutes, { deps });
  await app.register(membersRoutes, { deps });
  await app.register(requestsRoutes, { deps });
  await app.register(eventsRoutes, { deps });
  await app.register(participantsRoutes, { deps });
  await app.register(commentsRoutes, { deps });
  await app.register(feedsRoutes, { deps });
  await app.register(discoveryRoutes, { deps, redis });
  await app.register(seoRoutes, { deps });
  await app.register(messagingRoutes, { deps });
  await app.register(notificationsRoutes, { deps });
  await app.register(accountExportRoutes, { deps });
  await app.register(moderationRoutes, { deps });
  await app.register(meetupImportRoutes, { deps });
  await app.register(workflowsRoutes, { deps });
  await app.register(federationRoutes, { deps });
  // With Redis, the live streams per address are counted across instances.
  await app.register(liveRoutes, { deps, redis });
}
