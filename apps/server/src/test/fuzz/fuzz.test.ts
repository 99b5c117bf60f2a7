/**
 * Fuzz suite: every route of the OpenAPI document, as a visitor, as the owner of a group and as
 * a signed-in stranger, gets bad input — fixed nasty values one field at a time, values that
 * fast-check derives from the route's schema (seeded), and garbage bodies and files. No answer
 * may be a 5xx or carry a stack trace, and a refused write (4xx) must change no row.
 *
 * Reproduce: FUZZ_SEED=<seed> (the seed is printed), FUZZ_ROUTE=<substring of "METHOD /path">
 * to run fewer routes, FUZZ_RUNS=<n> for more or fewer generated cases per route and role,
 * FUZZ_LOG=<file> to write every case with its answer's status (to see what reaches how far),
 * FUZZ_BUDGET_MS=<ms> to change the time after which the remaining routes are reported unfuzzed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@neighbourly/shared';
import { SEO_PATHS } from '../../modules/discovery/index.ts';
import { buildTestApp, TEST_DIALECT, type TestApp } from '../app.ts';
import type { TestClient } from '../client.ts';
import { signedInClient } from '../factories.ts';
import {
  baseInput,
  fieldCases,
  garbageCases,
  generatedCases,
  routesOf,
  toWire,
  truncate,
  type Case,
  type RouteSpec,
} from './cases.ts';
import { changedTables, digestSince, digestTables, type Digest } from './digest.ts';
import { ROLES, scopeOf, seedWorld, worldDamage, type Role, type World } from './world.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const ONLY = process.env.FUZZ_ROUTE;
const LOG = process.env.FUZZ_LOG;
/**
 * Past this the run fails, naming the routes it did not reach. Its 35,000 requests over 108 routes
 * take 52 s on SQLite and 90 s on PostgreSQL on 2 quiet cores (2026-11-26, in CI); the margin is
 * for a machine busy with other tests.
 */
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 150_000);
/** A request that takes longer than this is a failure too (nothing may hang). */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Routes the document does not list (schema.hide), and what the suite does with them.
 * Each is fuzzed with the garbage cases, unless its reason says why not.
 */
const HIDDEN_ROUTES: { method: 'GET'; path: string; fuzzed: boolean; reason: string }[] = [
  {
    method: 'GET',
    path: API_PATHS.frontendAuthorization,
    fuzzed: true,
    reason: 'kept for old clients; takes no input and redirects',
  },
  {
    method: 'GET',
    path: `${API_PATHS.docs}/json`,
    fuzzed: false,
    reason: '@fastify/swagger-ui serves the document and static assets; no application input',
  },
  {
    method: 'GET',
    path: API_PATHS.live,
    fuzzed: false,
    reason:
      'an event stream that stays open (inject would wait on it forever); takes no input, and ' +
      'live.test.ts covers its refusals (flag off, visitor, too many streams) over a real port',
  },
  {
    method: 'GET',
    path: '/metrics',
    fuzzed: true,
    reason:
      "the operator's Prometheus scrape (issue #32); its only input is the bearer token (metrics.test.ts)",
  },
  { method: 'GET', path: SEO_PATHS.robots, fuzzed: true, reason: 'plain text for crawlers; takes no input' },
  { method: 'GET', path: SEO_PATHS.sitemap, fuzzed: true, reason: 'XML for crawlers; takes no input' },
  {
    method: 'GET',
    path: SEO_PATHS.sitemapFiles,
    fuzzed: true,
    reason: 'XML for crawlers; its one input, the file number, is part of the path (seo.test.ts)',
  },
];

/**
 * Routes fuzzed in a special way, with the reason. Nothing in the document is skipped.
 * - POST /logout as a signed-in role: each case signs in a throwaway user first (a logout that
 *   works would end the seeded owner's session, and every later case would be a visitor's).
 * - /oauth2/authorization/{provider}, /login/oauth2/code/{provider}: no identity provider is
 *   configured, so every input ends at validation or the provider lookup (404); the provider
 *   round trip has its own tests in oidc.test.ts with a local provider.
 * - POST /authz/sign-in and POST /account/updatePassword: every case that passes validation
 *   spends ~80 ms in argon2 on purpose, so the fixed values go through one role only (the
 *   visitor signs in, the owner changes a password); every role still gets generated and
 *   garbage cases.
 * - Import routes: the base URL is not a Meetup origin (refused before any fetch), and
 *   MEETUP_TIMEOUT_MS is short, so no case waits on the internet.
 */
const PASSWORD_ROUTES: Record<string, Role> = {
  [`POST ${API_PATHS.signIn}`]: 'visitor',
  [`POST ${API_PATHS.updatePassword}`]: 'owner',
};

interface Failure {
  seed: number;
  role: Role;
  route: string;
  case: string;
  generated?: { seed: number; index: number };
  method: string;
  url: string;
  body: string;
  status: number | null;
  response: string;
  problem: string;
  serverError?: string;
}

let t: TestApp;
let routes: RouteSpec[];
let world: World;
const serverErrors: { message: string; stack: string }[] = [];

beforeAll(async () => {
  t = await buildTestApp({
    RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000000',
    RATE_LIMIT_SIGN_UP_PER_MINUTE: '1000000',
    RATE_LIMIT_CHECK_LOGIN_PER_MINUTE: '1000000',
    RATE_LIMIT_IMPORT_PER_MINUTE: '1000000',
    MEETUP_TIMEOUT_MS: '500',
    // Its routes answer 404 while it is off: on, they reach the services and the database.
    MESSAGING_ENABLED: 'true',
    // So that /metrics is a route (without a token it is an unknown address).
    METRICS_TOKEN: 'fuzz-metrics-token-0123456789',
  });
  // The app logs nothing in tests; its errors are kept here for the report.
  t.app.addHook('onError', async (_request, _reply, error) => {
    serverErrors.push({ message: error.message, stack: error.stack ?? '' });
  });
  await t.app.ready();
  routes = routesOf(t.app.swagger() as Parameters<typeof routesOf>[0]);
  for (const hidden of HIDDEN_ROUTES) {
    if (!t.app.hasRoute({ method: hidden.method, url: hidden.path }))
      throw new Error(`no route ${hidden.path}`);
    if (hidden.fuzzed) {
      routes.push({
        method: hidden.method,
        path: hidden.path,
        key: `${hidden.method} ${hidden.path}`,
        pathParams: {},
        query: {},
      });
    }
  }
  world = await seedWorld(t.app);
}, 60_000);
afterAll(async () => t?.close());

/** Frames of a stack trace, as Node prints them. */
const STACK_FRAME = /\bat\s+(?:async\s+)?(?:\S+\s+\()?(?:file:\/\/|\/|node:)[^)\s]*:\d+:\d+/;

function casesFor(route: RouteSpec): Case[] {
  const cases: Case[] = [];
  ROLES.forEach((role, r) => {
    const fixedRole = PASSWORD_ROUTES[route.key];
    const heavy = role === 'owner';
    const share: [number, number] = fixedRole ? [0, 1] : [r, ROLES.length];
    if (!fixedRole || fixedRole === role) cases.push(...fieldCases(route, role, { heavy, share }));
    cases.push(
      ...generatedCases(
        route,
        role,
        seedOf(route.key, r),
        route.form && !route.form.file ? Math.ceil(RUNS / 2) : RUNS,
      ),
    );
    cases.push(...garbageCases(route, role, { heavy, share: [r, ROLES.length] }));
  });
  return cases;
}

/** Each route and role draws from a seed of its own, derived from SEED, so one can be rerun. */
function seedOf(key: string, role: number): number {
  let h = SEED ^ (role * 0x9e3779b1);
  for (const ch of key) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return h >>> 0;
}

/** The digest of the database as it is now, when known (consecutive writes share it). */
let currentDigest: Digest | undefined;

const throwaways = new Map<Role, TestClient>();

/** A signed-in user of its own, for cases that may end the session they run in. */
async function throwawayClient(role: Role): Promise<TestClient> {
  let client = throwaways.get(role);
  if (!client || (await client.get(API_PATHS.isLoggedIn)).json().success.data !== true) {
    client = (await signedInClient(t.app)).client;
    throwaways.set(role, client);
    currentDigest = undefined;
  }
  return client;
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

interface Stats {
  requests: number;
  unsafe: number;
  acceptedWrites: number;
  /** Accepted writes that took part of the world away, so it was seeded again. */
  reseeds: string[];
  statuses: Map<number, number>;
  /** Time spent taking digests. */
  digestMs: number;
}

async function runCase(c: Case, failures: Failure[], stats: Stats): Promise<void> {
  const scope = scopeOf(t.app, world, c.role);
  const wire = toWire(c.route, c.make(scope));
  const unsafe = wire.method !== 'GET';
  const client =
    c.route.key === `POST ${API_PATHS.logout}` && c.role !== 'visitor'
      ? await throwawayClient(c.role)
      : scope.client();
  const { db, dialect } = t.app.deps;
  const digest = async (since?: Digest) => {
    const started = performance.now();
    const result = since ? await digestSince(db, dialect, since) : await digestTables(db, dialect);
    stats.digestMs += performance.now() - started;
    return result;
  };
  const before = unsafe ? (currentDigest ?? (await digest())) : undefined;
  // Reads change no rows, but a digest is only trusted across consecutive writes.
  currentDigest = undefined;
  serverErrors.length = 0;
  let response: LightMyRequestResponse | 'timeout' | Error;
  const sent = performance.now();
  try {
    response = await withTimeout(
      client.request(wire.method, wire.url, wire.payload, { headers: wire.headers, csrf: wire.csrf }),
      REQUEST_TIMEOUT_MS,
    );
  } catch (error) {
    response = error instanceof Error ? error : new Error(String(error));
  }
  stats.requests++;
  const fail = (problem: string, status: number | null, body: string) =>
    failures.push({
      seed: SEED,
      role: c.role,
      route: c.route.key,
      case: c.label,
      ...(c.seed !== undefined && c.index !== undefined
        ? { generated: { seed: c.seed, index: c.index } }
        : {}),
      method: wire.method,
      url: truncate(wire.url, 300),
      body: wire.payload === undefined ? '' : truncate(wire.payload.toString(), 300),
      status,
      response: truncate(body, 500),
      problem,
      ...(serverErrors.length > 0
        ? { serverError: serverErrors.map((e) => `${e.message}\n${firstFrames(e.stack)}`).join('\n---\n') }
        : {}),
    });
  if (response === 'timeout') return void fail(`no answer within ${REQUEST_TIMEOUT_MS} ms`, null, '');
  if (response instanceof Error) return void fail(`the request threw: ${response.message}`, null, '');
  const status = response.statusCode;
  if (LOG) {
    const line = {
      role: c.role,
      route: c.route.key,
      case: truncate(c.label, 200),
      status,
      ms: Math.round(performance.now() - sent),
      answer: truncate(response.body, 200),
    };
    fs.appendFileSync(LOG, `${JSON.stringify(line)}\n`);
  }
  stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
  if (status >= 500) fail(`answered ${status}`, status, response.body);
  else if (STACK_FRAME.test(response.body)) fail('the answer carries a stack trace', status, response.body);
  if (!unsafe) return;
  stats.unsafe++;
  const after = await digest(before);
  const changed = changedTables(before!, after);
  if (status >= 400 && changed.length > 0) {
    fail(`refused with ${status} but changed rows of: ${changed.join(', ')}`, status, response.body);
  }
  if (status < 400) {
    stats.acceptedWrites++;
    // A bad value that happened to be valid: fine, but the world must still be there.
    const damage = await worldDamage(t.app, world);
    if (damage) {
      world = await seedWorld(t.app);
      stats.reseeds.push(`${damage}: ${c.role} ${c.route.key} ${c.label}`);
      return;
    }
  }
  currentDigest = after;
}

function firstFrames(stack: string): string {
  return stack
    .split('\n')
    .filter((line) => line.trim().startsWith('at ') && !line.includes('node_modules'))
    .slice(0, 3)
    .join('\n');
}

function report(failures: Failure[], file: string): string {
  const distinct = new Map<string, { count: number; example: Failure }>();
  for (const f of failures) {
    const cause = (f.serverError ?? f.problem)
      .split('\n')[0]!
      .replace(/"[^"]*"/g, '"…"')
      .replace(/\b\d+(\.\d+)?\b/g, 'N')
      .slice(0, 160);
    const key = `${f.route} | ${cause}`;
    const entry = distinct.get(key);
    if (entry) entry.count++;
    else distinct.set(key, { count: 1, example: f });
  }
  const lines = [
    `${failures.length} failing cases (seed ${SEED}, ${TEST_DIALECT}); all of them in ${file}`,
    `${distinct.size} distinct causes (route | server error or problem), each with one example:`,
    '',
  ];
  for (const [key, { count, example: f }] of distinct) {
    lines.push(
      `• ${key}  ×${count}`,
      `    role ${f.role}; case: ${truncate(f.case, 200)}`,
      `    ${f.method} ${f.url}`,
      ...(f.body ? [`    body: ${f.body}`] : []),
      `    → ${f.status ?? '-'} ${f.response}`,
      ...(f.generated ? [`    generated: seed ${f.generated.seed}, run ${f.generated.index}`] : []),
      ...(f.serverError ? [`    server: ${f.serverError.replaceAll('\n', '\n      ')}`] : []),
      '',
    );
  }
  return lines.join('\n');
}

describe(`fuzzing every route (${TEST_DIALECT})`, () => {
  it('lists every route of the document with valid base values', async () => {
    const keys = routes.map((r) => r.key);
    expect(keys).toContain(`POST ${API_PATHS.events}`);
    expect(keys.length).toBeGreaterThan(50);
    // The base values must pass validation, or mutating one field would test nothing.
    const refused: string[] = [];
    // The import routes' base URL is refused on purpose: no case may fetch from the internet.
    const importRoutes = [API_PATHS.importGroup, API_PATHS.importEvent] as string[];
    for (const route of routes.filter((r) => r.method === 'GET' && !importRoutes.includes(r.path))) {
      const scope = scopeOf(t.app, world, 'owner');
      const wire = toWire(route, baseInput(route, scope));
      const response = await scope
        .client()
        .request(wire.method, wire.url, wire.payload, { headers: wire.headers });
      if (response.statusCode === 400) refused.push(`${route.key}: ${response.body}`);
    }
    expect(refused).toEqual([]);
  });

  it('digests the application tables, and a write shows in the digest', async () => {
    const { db, dialect } = t.app.deps;
    const before = await digestTables(db, dialect);
    const tables = Object.keys(before.tables);
    expect(tables).toEqual(
      expect.arrayContaining([
        'users',
        'sessions',
        'groups',
        'events',
        'event_comments',
        'conversations',
        'messages',
        'blocks',
      ]),
    );
    expect(tables).not.toContain('captcha_redemptions');
    expect(tables.filter((name) => name.includes('kysely') || name.includes('_search'))).toEqual([]);
    expect(await digestSince(db, dialect, before)).toBe(before);
    const comment = await world.owner.client.post(API_PATHS.eventComments, {
      groupId: world.publicGroup,
      eventId: world.publicEvent,
      comment: 'Once more',
    });
    expect(comment.statusCode).toBe(201);
    expect(changedTables(before, await digestSince(db, dialect, before))).toContain('event_comments');
  });

  it(
    'answers no bad input with a 5xx, and a refused write changes no row',
    // The budget, and the last route's cases begun before it ran out.
    { timeout: BUDGET_MS + 60_000 },
    async () => {
      const started = Date.now();
      const failures: Failure[] = [];
      const stats: Stats = {
        requests: 0,
        unsafe: 0,
        acceptedWrites: 0,
        reseeds: [],
        digestMs: 0,
        statuses: new Map(),
      };
      const selected = routes.filter((r) => !ONLY || r.key.includes(ONLY));
      const timings: [string, number, number][] = [];
      const skipped: string[] = [];
      for (const route of selected) {
        // Past the budget, the rest is named as not fuzzed rather than lost to the test timeout.
        if (Date.now() - started > BUDGET_MS) {
          skipped.push(route.key);
          continue;
        }
        const routeStarted = Date.now();
        const cases = casesFor(route);
        for (const c of cases) await runCase(c, failures, stats);
        timings.push([route.key, cases.length, Date.now() - routeStarted]);
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const slowest = timings
        .sort((a, b) => b[2] - a[2])
        .slice(0, 5)
        .map(([key, n, ms]) => `${key} ${n} cases ${ms} ms`);
      console.log(
        [
          `fuzz (${TEST_DIALECT}, seed ${SEED}, ${RUNS} generated runs): ${stats.requests} requests over ${selected.length} routes in ${seconds} s`,
          `  ${stats.unsafe} writes, ${stats.acceptedWrites} accepted, world reseeded ${stats.reseeds.length} times; ${(stats.digestMs / 1000).toFixed(1)} s in digests`,
          ...stats.reseeds.slice(0, 40).map((r) => `    ${truncate(r, 200)}`),
          `  statuses: ${[...stats.statuses]
            .sort((a, b) => a[0] - b[0])
            .map(([s, n]) => `${s}×${n}`)
            .join(' ')}`,
          `  slowest: ${slowest.join('; ')}`,
        ].join('\n'),
      );
      const problems: string[] = [];
      if (failures.length > 0) {
        const file = path.join(os.tmpdir(), `neighbourly-fuzz-${TEST_DIALECT}-${SEED}-${Date.now()}.json`);
        fs.writeFileSync(file, JSON.stringify(failures, null, 2));
        problems.push(report(failures, file));
      }
      if (skipped.length > 0) {
        problems.push(
          `Over the ${BUDGET_MS / 1000} s budget (a slow or busy machine?); not fuzzed: ${skipped.join(', ')}`,
        );
      }
      if (problems.length > 0) expect.fail(problems.join('\n\n'));
    },
  );
});
