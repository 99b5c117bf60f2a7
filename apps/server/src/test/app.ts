/**
 * buildTestApp: a real app on a real, fresh database per test file — a temporary SQLite file,
 * or a schema of its own on the PostgreSQL of TEST_DATABASE_URL when TEST_DIALECT=postgres.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../app.ts';
import { loadConfig, type Env } from '../config.ts';

export const TEST_DIALECT = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

/**
 * The live bus's ways between two instances, for tests that run on each: PostgreSQL's
 * LISTEN/NOTIFY, and Redis pub/sub when TEST_REDIS_URL is set.
 */
export function busTransports(env: Env): { name: string; env: Env }[] {
  const redisUrl = process.env.TEST_REDIS_URL;
  return [
    { name: 'PostgreSQL LISTEN/NOTIFY', env },
    ...(redisUrl ? [{ name: 'Redis pub/sub', env: { ...env, REDIS_URL: redisUrl } }] : []),
  ];
}

export interface TestApp {
  app: FastifyInstance;
  /** PostgreSQL: the schema the app runs on (another app may be built on it: see `schema`). */
  schema?: string;
  close(): Promise<void>;
}

export interface TestAppOptions extends BuildOptions {
  /**
   * PostgreSQL: build on this existing schema (another TestApp's), as a second instance of the
   * same deployment. The app that made the schema drops it; this one leaves it.
   */
  schema?: string;
}

const BASE_ENV: Env = {
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  APP_SECRET: 'test-secret-that-is-long-enough-for-hmac-keys',
  // A small proof of work keeps sign-up tests fast; the browser tests use the real default.
  ALTCHA_MAX_COUNTER: '200',
  RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000',
  RATE_LIMIT_SIGN_UP_PER_MINUTE: '1000',
  RATE_LIMIT_CHECK_LOGIN_PER_MINUTE: '1000',
  // Tests run due jobs themselves (app.jobs.runDue()), when they choose.
  JOBS_ENABLED: 'false',
  WEB_DIST_DIR: path.join(os.tmpdir(), 'neighbourly-no-web-build'),
};

export async function buildTestApp(env: Env = {}, testOptions: TestAppOptions = {}): Promise<TestApp> {
  const { schema: sharedSchema, ...options } = testOptions;
  const id = crypto.randomBytes(6).toString('hex');
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'neighbourly-uploads-'));
  const config = loadConfig({ ...BASE_ENV, UPLOAD_DIR: uploadDir, ...env } as Record<string, string>);
  let cleanup: () => Promise<void>;
  let schemaName: string | undefined;

  if (TEST_DIALECT === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DIALECT=postgres needs TEST_DATABASE_URL');
    const schema = sharedSchema ?? `test_${id}`;
    if (!sharedSchema) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      await admin.end();
    }
    config.database = { dialect: 'postgres', url, poolSize: 20, schema };
    schemaName = schema;
    cleanup = async () => {
      if (sharedSchema) return;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    };
  } else {
    const file = path.join(os.tmpdir(), `neighbourly-test-${id}.sqlite`);
    config.database = { dialect: 'sqlite', file };
    cleanup = async () => {
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
    };
  }

  const app = await buildApp(config, { logger: false, ...options });
  return {
    app,
    ...(schemaName ? { schema: schemaName } : {}),
    async close() {
      await app.close();
      await cleanup();
      fs.rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}
