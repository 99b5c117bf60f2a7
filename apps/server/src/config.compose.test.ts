/**
 * The production image and compose.yaml (issue #25), checked as files: no Docker daemon runs
 * here. compose.yaml may set only variables the server reads, its values must pass the server's
 * own config, and the services it waits for must be there with their health checks. The image's
 * steps themselves are run for real by `scripts/release.sh check`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { envSchema, repoRoot } from './config-env.ts';
import { loadConfig } from './config.ts';

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string | number | boolean | null> | string[];
  depends_on?: Record<string, { condition?: string }> | string[];
  healthcheck?: { test?: string | string[] };
  volumes?: (string | { source?: string; target?: string })[];
}
interface Compose {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');
const compose = parse(read('compose.yaml')) as Compose;
const { services } = compose;
const app = services.app!;

/** A service's environment as name → value, from either of compose's two forms. */
function environmentOf(service: Service): Record<string, string> {
  const { environment = {} } = service;
  const entries = Array.isArray(environment)
    ? environment.map((line) => [line.split('=')[0]!, line.slice(line.indexOf('=') + 1)] as const)
    : Object.entries(environment).map(
        ([name, value]) => [name, value === null ? '' : String(value)] as const,
      );
  return Object.fromEntries(entries);
}

/** Compose's interpolation: ${NAME}, ${NAME:-default}, ${NAME-default}, ${NAME:?error}, ${NAME?error}. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?:(:?)([-?])([^}]*))?\}/g, (_, name: string, colon, kind, word: string) => {
    const set = colon ? Boolean(env[name]) : env[name] !== undefined;
    if (set) return env[name]!;
    if (kind === '?') throw new Error(`${name} must be set: ${word}`);
    return kind === '-' ? word : '';
  });
}

const healthTest = (service: Service) => [service.healthcheck?.test ?? []].flat().join(' ');
const appEnv = environmentOf(app);
/** What the person running compose must provide (compose.yaml says so with ${NAME:?…}). */
const required = { APP_SECRET: 'x'.repeat(64), POSTGRES_PASSWORD: 'password1' };
const resolvedAppEnv = Object.fromEntries(
  Object.entries(appEnv).map(([name, value]) => [name, interpolate(value, required)]),
);
const smtpCatcher = Object.entries(services).find(([, s]) => s.image?.startsWith('axllent/mailpit:'));

describe('compose.yaml', () => {
  it('runs the app beside postgres:16, redis:7 and a mail catcher, each with its health check', () => {
    expect(app.build).toBeDefined();
    expect(services.postgres?.image).toBe('postgres:16');
    expect(healthTest(services.postgres!)).toMatch(/^CMD(-SHELL)? pg_isready\b/);
    expect(services.redis?.image).toBe('redis:7');
    expect(healthTest(services.redis!)).toBe('CMD redis-cli ping');
    expect(smtpCatcher, 'a service on an axllent/mailpit image').toBeDefined();
    expect(healthTest(smtpCatcher![1])).toMatch(/^CMD(-SHELL)? \S/);
  });

  it('starts the app only once every other service is healthy', () => {
    const others = Object.keys(services).filter((name) => name !== 'app');
    expect(others.sort()).toEqual(['postgres', 'redis', smtpCatcher![0]].sort());
    expect(app.depends_on).toEqual(
      Object.fromEntries(
        others.map((name) => [name, expect.objectContaining({ condition: 'service_healthy' })]),
      ),
    );
  });

  it('sets on the app only variables the server reads, and the ones that matter', () => {
    const known = new Set(Object.keys(envSchema.shape));
    expect(Object.keys(appEnv).filter((name) => !known.has(name))).toEqual([]);
    for (const name of [
      'PORT',
      'PUBLIC_URL',
      'APP_SECRET',
      'DATABASE_URL',
      'REDIS_URL',
      'SMTP_URL',
      'MAIL_FROM',
      'UPLOAD_DIR',
      'TRUST_PROXY',
      'JOBS_ENABLED',
      'SEED_DEMO',
    ]) {
      expect(appEnv, name).toHaveProperty(name);
    }
  });

  it('commits no secret: APP_SECRET and every password come from the environment or .env', () => {
    expect(appEnv.APP_SECRET).toMatch(/^\$\{APP_SECRET:\?[^}]+\}$/);
    expect(() => interpolate(appEnv.APP_SECRET!, {})).toThrow(/APP_SECRET must be set/);
    const secrets = Object.values(services).flatMap((service) =>
      Object.entries(environmentOf(service)).filter(([name]) => /SECRET|PASSWORD/.test(name)),
    );
    expect(secrets.length).toBeGreaterThan(2);
    for (const [name, value] of secrets) expect(value, name).toMatch(/^\$\{\w+:?[-?][^}]*\}$/);
    expect(interpolate(appEnv.DATABASE_URL!, required)).toContain(':password1@');
  });

  it('gives the app values its config accepts: PostgreSQL, Redis and the mail catcher by service name', () => {
    const config = loadConfig(resolvedAppEnv);
    const postgresEnv = environmentOf(services.postgres!);
    expect(config.database.dialect).toBe('postgres');
    const database = new URL(config.database.dialect === 'postgres' ? config.database.url : '');
    expect(database.hostname).toBe('postgres');
    expect(database.port).toBe('5432');
    expect(database.username).toBe(postgresEnv.POSTGRES_USER);
    expect(database.pathname).toBe(`/${postgresEnv.POSTGRES_DB}`);
    expect(database.password).toBe(interpolate(postgresEnv.POSTGRES_PASSWORD!, required));
    expect(new URL(config.redisUrl!).host).toBe('redis:6379');
    expect(new URL(config.mail.smtpUrl!).host).toBe(`${smtpCatcher![0]}:1025`);
    expect(config.appSecret).toBe(required.APP_SECRET);
    expect(config.seedDemo).toBe(false);
  });

  it("mounts a named volume on the image's data folder, where uploads go", () => {
    const mounts = (app.volumes ?? []).map((v) =>
      typeof v === 'string' ? v.split(':') : [v.source, v.target],
    );
    const data = mounts.find(([, target]) => target === '/data');
    expect(data, 'a volume on /data').toBeDefined();
    expect(Object.keys(compose.volumes ?? {})).toContain(data![0]);
    expect(resolvedAppEnv.UPLOAD_DIR).toMatch(/^\/data\//);
  });
});

/** The Dockerfile's instructions, continuation lines joined, comments dropped, by stage. */
function dockerfileStages(text: string): { from: string; lines: string[] }[] {
  const instructions = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .filter((line) => line !== '' && !line.startsWith('#'));
  const stages: { from: string; lines: string[] }[] = [];
  for (const line of instructions) {
    if (/^FROM /i.test(line)) stages.push({ from: line, lines: [] });
    else stages.at(-1)?.lines.push(line);
  }
  return stages;
}

describe('Dockerfile', () => {
  const stages = dockerfileStages(read('Dockerfile'));
  const [build, runtime] = stages;
  const has = (stage: { lines: string[] } | undefined, pattern: RegExp) =>
    (stage?.lines ?? []).some((line) => pattern.test(line));

  it('builds on node:24-bookworm-slim with the tools for native modules, through scripts/release.sh', () => {
    expect(stages.map((s) => s.from)).toEqual([
      'FROM node:24-bookworm-slim AS build',
      'FROM node:24-bookworm-slim AS runtime',
    ]);
    expect(has(build, /^RUN apt-get update .*apt-get install .*\bpython3 make g\+\+/)).toBe(true);
    expect(has(build, /^RUN scripts\/release\.sh install$/)).toBe(true);
    expect(has(build, /^RUN scripts\/release\.sh build \/opt\/neighbourly$/)).toBe(true);
    // What the build stage copies exists, so `docker build` does not stop at a COPY.
    const sources = build!.lines
      .filter((line) => line.startsWith('COPY '))
      .flatMap((line) => line.split(' ').slice(1, -1));
    for (const source of sources) expect(fs.existsSync(path.join(repoRoot, source)), source).toBe(true);
  });

  it('runs the production folder alone as node, with a health check, SIGTERM and one volume', () => {
    expect(runtime!.lines.filter((line) => line.startsWith('COPY '))).toEqual([
      'COPY --from=build /opt/neighbourly /app',
    ]);
    expect(has(runtime, /^USER node$/)).toBe(true);
    expect(has(runtime, /^HEALTHCHECK .*CMD \["node", "\/app\/scripts\/healthcheck\.mjs"\]$/)).toBe(true);
    expect(fs.existsSync(path.join(repoRoot, 'scripts/healthcheck.mjs'))).toBe(true);
    expect(has(runtime, /^STOPSIGNAL SIGTERM$/)).toBe(true);
    expect(has(runtime, /^VOLUME \/data$/)).toBe(true);
    expect(has(runtime, /^CMD \["node", .*"apps\/server\/dist\/main\.js"\]$/)).toBe(true);
  });

  it('keeps the SQLite file and uploads in the volume, with variables the server reads', () => {
    const env = Object.fromEntries(
      runtime!.lines
        .filter((line) => line.startsWith('ENV '))
        .flatMap((line) =>
          [...line.slice(4).matchAll(/(\w+)=(\S+)/g)].map(([, name, value]) => [name!, value!]),
        ),
    );
    // Read by the C library, not by the server: glibc's malloc arenas (issue #31, as npm start).
    const forTheRuntime = new Set(['MALLOC_ARENA_MAX']);
    expect(Object.keys(env).filter((name) => !(name in envSchema.shape) && !forTheRuntime.has(name))).toEqual(
      [],
    );
    expect(env.MALLOC_ARENA_MAX).toBe('2');
    expect(env.SQLITE_FILE).toMatch(/^\/data\//);
    expect(env.UPLOAD_DIR).toMatch(/^\/data\//);
  });

  it('leaves installed and built output and local data out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', '**/dist', 'data', '.git', '.node'])
      expect(ignored).toContain(entry);
  });
});
