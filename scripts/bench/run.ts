/**
 * `npm run bench`: fills a database per scale (kept between runs), builds and starts the
 * production server (apps/server/dist/main.js) on it, and loads the discovery calls with
 * autocannon next to a bare health route, the stack's ceiling on this machine. For each call:
 * the highest rate 10 connections reach, the server's CPU time per request at that rate, and
 * p99 latency at half that rate. Then the health route again with the request log on (info),
 * for what logging costs. Prints a Markdown table per database and scale.
 *
 *   BENCH_EVENTS=10000,1000000   scales, in events (groups, members… follow)
 *   BENCH_DIALECTS=sqlite,postgres
 *   BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres   where bench databases go
 *   BENCH_SECONDS=8              per measurement
 *   BENCH_CALLS=weekend,online   only the calls whose names contain one of these (health always)
 *   BENCH_PORT=3400              the server's port
 *   BENCH_FEDERATION=false       skips the federation fan-out bench (bench/federation.ts), run last
 *                                on each of BENCH_DIALECTS; its FEDERATION_* variables apply
 *
 * `node bench/run.ts --generate-only` (in scripts/) makes (or checks) the data sets and stops; through
 * `npm run bench` the flag goes to npm, not here.
 */
import { type ChildProcess, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { datesOfPreset } from '@neighbourly/shared';
import { federationReport } from './federation.ts';
import { BENCH_USER, type BenchDatabase, generate } from './generate.ts';
import { root, signIn, startServer, stopServer, visitorCookies } from './server.ts';

const scales = (process.env.BENCH_EVENTS ?? '10000,1000000').split(',').map(Number);
const dialects = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',');
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const callsAsked = process.env.BENCH_CALLS?.split(',').filter(Boolean);
/** BENCH_PORT: another port, when two benches share the machine. */
const PORT = Number(process.env.BENCH_PORT ?? 3400);
const API = '/api/public/v1';
/** Data is relative to the day it was made ("upcoming" moves on); older sets are rebuilt. */
const MAX_DATA_AGE_MS = 3 * 86_400_000;
/** Bumped when the data set changes; '3': pins, formats and home places (issue #28); '4': Chinese names (#29). */
const DATA_VERSION = '4';

interface Target {
  name: string;
  path: string;
  signedIn?: boolean;
}

/** The when of the where-and-when calls (issue #28), on Vancouver's clock as the web app asks. */
const weekend = datesOfPreset('weekend');
const nextWeek = datesOfPreset('next-week');

const TARGETS: Target[] = [
  { name: 'health (ceiling)', path: '/healthz' },
  { name: 'events getDefault', path: `${API}/events/getDefault` },
  { name: 'groups getDefault', path: `${API}/groups/getDefault` },
  {
    name: 'events name search "trail run"',
    path: `${API}/events/search?searchTerm=trail%20run`,
    signedIn: true,
  },
  {
    name: 'groups name search "kitsilano"',
    path: `${API}/groups/search?searchTerm=kitsilano`,
    signedIn: true,
  },
  {
    name: 'events name search "徒步" (2 CJK chars, common)',
    path: `${API}/events/search?searchTerm=${encodeURIComponent('徒步')}`,
    signedIn: true,
  },
  {
    name: 'events name search "书法" (2 CJK chars, rare)',
    path: `${API}/events/search?searchTerm=${encodeURIComponent('书法')}`,
    signedIn: true,
  },
  { name: 'events tag search #hiking', path: `${API}/events/search?tagsTerm=hiking`, signedIn: true },
  { name: 'groups tag search #hiking', path: `${API}/groups/search?tagsTerm=hiking`, signedIn: true },
  {
    name: 'events from my groups',
    path: `${API}/events/search?eventsFromMyGroups=true`,
    signedIn: true,
  },
  { name: 'only my groups', path: `${API}/groups/search?onlyMyGroups=true`, signedIn: true },
  {
    name: 'events this weekend within 5 km of Kitsilano',
    path: `${API}/events/search?from=${weekend.from}&to=${weekend.to}&place=kitsilano&withinKm=5`,
    signedIn: true,
  },
  {
    name: 'events next week, online',
    path: `${API}/events/search?from=${nextWeek.from}&to=${nextWeek.to}&format=ONLINE`,
    signedIn: true,
  },
  {
    name: 'events within 10 km of Commercial Drive, #hiking',
    path: `${API}/events/search?place=commercial-drive&withinKm=10&tagsTerm=hiking`,
    signedIn: true,
  },
];

const stamp = () => `${DATA_VERSION}:${Date.now()}`;
const isFresh = (value: string | undefined) => {
  const [version, at] = (value ?? '').split(':');
  return version === DATA_VERSION && Date.now() - Number(at) < MAX_DATA_AGE_MS;
};

/** A database holding `events` events, made now unless a fresh one is already there. */
async function benchDatabase(dialect: string, events: number): Promise<BenchDatabase> {
  const log = (line: string) => console.log(line);
  if (dialect === 'sqlite') {
    const dir = path.join(os.tmpdir(), 'neighbourly-bench');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `events-${events}.sqlite`);
    if (fs.existsSync(file)) {
      const db = new SQLite(file);
      const row = db.prepare(`select value from app_settings where key = 'bench_data'`).get() as
        { value: string } | undefined;
      db.close();
      if (isFresh(row?.value)) return { dialect: 'sqlite', file };
    }
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
    log(`Generating ${events} events on SQLite (${file})`);
    await generate({ dialect: 'sqlite', file }, events, log);
    const db = new SQLite(file);
    db.prepare(`insert into app_settings (key, value) values ('bench_data', ?)`).run(stamp());
    db.close();
    return { dialect: 'sqlite', file };
  }
  const name = `neighbourly_bench_${events}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount) {
      const bench = new pg.Client({ connectionString: url.toString() });
      await bench.connect();
      const row = await bench
        .query(`select value from app_settings where key = 'bench_data'`)
        .catch(() => ({ rows: [] as { value: string }[] }));
      await bench.end();
      if (isFresh(row.rows[0]?.value)) return { dialect: 'postgres', url: url.toString() };
      await admin.query(`drop database ${name}`);
    }
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  log(`Generating ${events} events on PostgreSQL (${name})`);
  await generate({ dialect: 'postgres', url: url.toString() }, events, log);
  const bench = new pg.Client({ connectionString: url.toString() });
  await bench.connect();
  await bench.query(`insert into app_settings (key, value) values ('bench_data', $1)`, [stamp()]);
  await bench.end();
  return { dialect: 'postgres', url: url.toString() };
}

/** The process's CPU time so far (user + system), in ms, from /proc (Linux). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of stat; here counted from the state field (3).
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}
/** USER_HZ: 100 on every Linux this runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

async function load(
  server: ChildProcess,
  url: string,
  headers: Record<string, string>,
  overallRate?: number,
) {
  const cpuBefore = cpuMs(server.pid!);
  const result = await autocannon({
    url,
    headers,
    connections: 10,
    duration: seconds,
    ...(overallRate ? { overallRate } : {}),
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${url}: ${failed} failed requests of ${result.requests.total}`);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    p50: result.latency.p50,
    cpuMsPerRequest: (cpuMs(server.pid!) - cpuBefore) / result.requests.total,
  };
}

interface Row {
  target: string;
  maxRps: number;
  share: number;
  cpuMsPerRequest: number;
  p99AtMax: number;
  p50AtHalf: number;
  p99AtHalf: number;
}

/** One call: warmed up, at the highest rate, then at half that rate. `share` is of `ceiling`. */
async function measureTarget(
  server: ChildProcess,
  target: Target,
  headers: Record<string, string>,
  ceiling: number,
): Promise<Row> {
  const url = `http://127.0.0.1:${PORT}${target.path}`;
  // Warm the caches (SQLite pages, PostgreSQL buffers, V8) before counting.
  await autocannon({ url, headers, connections: 10, duration: 2 });
  const max = await load(server, url, headers);
  const half = await load(server, url, headers, Math.max(1, Math.floor(max.rps / 2)));
  console.log(`  ${target.name}: ${Math.round(max.rps)} req/s, p99 at half rate ${half.p99} ms`);
  return {
    target: target.name,
    maxRps: max.rps,
    share: ceiling ? max.rps / ceiling : 1,
    cpuMsPerRequest: max.cpuMsPerRequest,
    p99AtMax: max.p99,
    p50AtHalf: half.p50,
    p99AtHalf: half.p99,
  };
}

async function measure(database: BenchDatabase): Promise<Row[]> {
  const server = await startServer(database, { port: PORT });
  try {
    const visitor = (await visitorCookies(PORT)).header();
    const member = (await signIn(PORT, BENCH_USER)).header();
    // A fresh server's first seconds run cold (its whole stack not yet compiled): the ceiling
    // measured then was a third low once (2026-11-27), overstating every share.
    await autocannon({ url: `http://127.0.0.1:${PORT}/healthz`, connections: 10, duration: 5 });
    const rows: Row[] = [];
    let ceiling = 0;
    const targets = TARGETS.filter(
      (target, index) => index === 0 || !callsAsked || callsAsked.some((part) => target.name.includes(part)),
    );
    for (const target of targets) {
      const headers = { cookie: target.signedIn ? member : visitor };
      // The first target is the health route: the others' share is of its rate.
      const row = await measureTarget(server, target, headers, ceiling);
      if (!ceiling) ceiling = row.maxRps;
      rows.push(row);
    }
    return rows;
  } finally {
    await stopServer(server);
  }
}

/** The health route on a second server that logs every request at info, as production may. */
async function measureLogging(database: BenchDatabase, ceiling: number): Promise<Row> {
  const server = await startServer(database, { port: PORT, logLevel: 'info' });
  try {
    const target = { name: 'health, one log line per request (LOG_LEVEL=info)', path: '/healthz' };
    return await measureTarget(server, target, {}, ceiling);
  } finally {
    await stopServer(server);
  }
}

function table(rows: Row[]): string {
  const lines = [
    '| Call | Max req/s | Share of health | CPU ms/request | p99 at max (ms) | p50 at half rate (ms) | p99 at half rate (ms) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.target} | ${Math.round(r.maxRps)} | ${Math.round(r.share * 100)}% | ${r.cpuMsPerRequest.toFixed(2)} | ${r.p99AtMax} | ${r.p50AtHalf} | ${r.p99AtHalf} |`,
    );
  }
  return lines.join('\n');
}

const generateOnly = process.argv.includes('--generate-only');
if (!generateOnly)
  execFileSync('npm', ['run', 'build', '-w', '@neighbourly/server'], { cwd: root, stdio: 'inherit' });
const report: string[] = [`Benchmark on ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)}`];
for (const dialect of dialects) {
  for (const events of scales) {
    const database = await benchDatabase(dialect, events);
    if (generateOnly) continue;
    console.log(`\nMeasuring ${dialect}, ${events} events`);
    const rows = await measure(database);
    rows.push(await measureLogging(database, rows[0]!.maxRps));
    report.push(
      `\n### ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, ${events.toLocaleString('en')} events\n`,
    );
    report.push(table(rows));
  }
}
let problems: string[] = [];
if (!generateOnly && process.env.BENCH_FEDERATION !== 'false') {
  const federation = await federationReport(dialects);
  report.push(federation.markdown);
  problems = federation.problems;
}
console.log(`\n${report.join('\n')}`);
if (problems.length > 0) {
  console.error(`\nThe federation fan-out went wrong:\n${problems.join('\n')}`);
  process.exitCode = 1;
}
