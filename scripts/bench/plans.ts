/**
 * The query plans and timings behind the where-and-when calls of `npm run bench` (issue #28), on
 * a bench database `npm run bench` made: each SQL statement a search runs, its plan (SQLite's
 * EXPLAIN QUERY PLAN, PostgreSQL's EXPLAIN ANALYZE), the median time of each statement (on
 * SQLite prepared once, as the server's statement cache does) and of the whole search in the
 * process (queries and presenting the page; here SQLite prepares each time), without HTTP.
 *
 *   node bench/plans.ts sqlite /tmp/neighbourly-bench/events-1000000.sqlite
 *   node bench/plans.ts postgres postgres://postgres@127.0.0.1:5432/neighbourly_bench_1000000
 *
 *   PLANS_SESSION='set …'   PostgreSQL: run first on the connection, to compare a setting
 *   PLANS_SHORT_TERM=1      also a 2-letter name search (a scan; the slowest search there is)
 */
import SQLite from 'better-sqlite3';
import { type CompiledQuery, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { datesOfPreset } from '@neighbourly/shared';
import type { Database } from '../../apps/server/src/db/types.ts';
import type { AppDeps } from '../../apps/server/src/deps.ts';
import type { CurrentUser } from '../../apps/server/src/http/session.ts';
import {
  searchEvents,
  type EventSearchInput,
} from '../../apps/server/src/modules/discovery/discovery.service.ts';
import { BENCH_USER } from './generate.ts';

const [dialect, target] = process.argv.slice(2);
if ((dialect !== 'sqlite' && dialect !== 'postgres') || !target) {
  console.error('Usage: node bench/plans.ts sqlite <file> | postgres <url>');
  process.exit(2);
}

let capturing = false;
const captured: CompiledQuery[] = [];
const log = (event: { level: string; query: CompiledQuery }) => {
  if (capturing && event.level === 'query') captured.push(event.query);
};
const sqlite = dialect === 'sqlite' ? new SQLite(target, { readonly: true }) : undefined;
const pool = dialect === 'postgres' ? new pg.Pool({ connectionString: target, max: 1 }) : undefined;
// e.g. PLANS_SESSION='set max_parallel_workers_per_gather = 0', to compare a plan without a setting.
if (pool && process.env.PLANS_SESSION)
  pool.on('connect', (client) => void client.query(process.env.PLANS_SESSION!));
const db = new Kysely<Database>({
  dialect: sqlite ? new SqliteDialect({ database: sqlite }) : new PostgresDialect({ pool: pool! }),
  log,
});
const deps = { db, dialect } as unknown as AppDeps;
const user = { id: BENCH_USER.login, name: 'Bench', homePlace: null } as unknown as CurrentUser;

const weekend = datesOfPreset('weekend');
const nextWeek = datesOfPreset('next-week');
const base = { mine: false, searchTerm: '', tagsTerm: '' };
const SEARCHES: [string, EventSearchInput][] = [
  ['this weekend within 5 km of Kitsilano', { ...base, ...weekend, place: 'kitsilano', withinKm: 5 }],
  ['next week, online', { ...base, ...nextWeek, format: 'ONLINE' }],
  [
    'within 10 km of Commercial Drive, #hiking',
    { ...base, place: 'commercial-drive', withinKm: 10, tagsTerm: 'hiking' },
  ],
  ['#hiking (as before issue #28)', { ...base, tagsTerm: 'hiking' }],
  ...(process.env.PLANS_SHORT_TERM
    ? [['name "zq"', { ...base, searchTerm: 'zq' }] as [string, EventSearchInput]]
    : []),
];

async function plan(query: CompiledQuery): Promise<string> {
  const parameters = query.parameters as unknown[];
  if (sqlite) {
    const rows = sqlite.prepare(`explain query plan ${query.sql}`).all(...parameters) as { detail: string }[];
    return rows.map((r) => `  ${r.detail}`).join('\n');
  }
  const { rows } = await pool!.query(`explain (analyze, buffers) ${query.sql}`, parameters);
  return rows.map((r: Record<string, string>) => `  ${r['QUERY PLAN']}`).join('\n');
}

/** One statement's median time over 30 runs. */
async function timeOf(query: CompiledQuery): Promise<number> {
  const statement = sqlite?.prepare(query.sql);
  const times: number[] = [];
  for (let run = 0; run < 30; run++) {
    const started = performance.now();
    if (statement) statement.all(...(query.parameters as unknown[]));
    else await db.executeQuery(query);
    times.push(performance.now() - started);
  }
  return median(times);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

for (const [name, input] of SEARCHES) {
  captured.length = 0;
  capturing = true;
  const page = await searchEvents(deps, user, input);
  capturing = false;
  console.log(`\n## ${name}: ${page.items.length} events, next page ${page.nextCursor ? 'yes' : 'no'}`);
  const first = captured[0]!;
  console.log(first.sql.replace(/\s+/g, ' '));
  console.log(await plan(first));
  const times: number[] = [];
  for (let run = 0; run < 30; run++) {
    const started = performance.now();
    await searchEvents(deps, user, input);
    times.push(performance.now() - started);
  }
  for (const query of captured.slice(1)) {
    console.log(
      `  then ${(await timeOf(query)).toFixed(2)} ms: ${query.sql.replace(/\s+/g, ' ').slice(0, 160)}`,
    );
  }
  console.log(
    `  whole search ${median(times).toFixed(2)} ms (median of 30), its list query ${(await timeOf(first)).toFixed(2)} ms, ${captured.length} statements`,
  );
}
await db.destroy();
