/**
 * `npm run bench:startup`: how quickly the production server (apps/server/dist/main.js, built
 * beforehand) answers after it is started, and how much memory it holds. The server is started
 * with the Node flags of the root `npm start` script, read from package.json, so the numbers are
 * those of the quick start. Two stages, each on a fresh SQLite file:
 *
 * - empty: no demo data; waits for /healthz, idles, reads the resident set size (RSS).
 * - demo: as `npm start` on a first run (demo data seeded, covers generated); RSS after start
 *   (idle), then Chromium browses every public page (the landing page, the help and legal pages,
 *   and every group and event page the sitemap lists), so the server answers the HTML, every API
 *   call the SPA makes and every image; RSS again after the same idle time.
 *
 * Prints the Node version, the median and the range of each number.
 *
 *   STARTUP_RUNS=7        starts to measure without demo data
 *   STARTUP_DEMO_RUNS=3   starts to measure with demo data (0 skips the stage)
 *   STARTUP_IDLE_MS=5000  idle time before RSS is read
 *   STARTUP_PORT=3450     the server's port
 *   STARTUP_NODE_FLAGS    Node flags to measure instead of npm start's
 *   STARTUP_SERVER        the bundle to start (default apps/server/dist/main.js)
 *   WEB_DIST_DIR          the built web app the server serves (default apps/web/dist)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '../..');
const runs = Number(process.env.STARTUP_RUNS ?? 7);
const demoRuns = Number(process.env.STARTUP_DEMO_RUNS ?? 3);
const idleMs = Number(process.env.STARTUP_IDLE_MS ?? 5000);
const bundle = path.resolve(root, process.env.STARTUP_SERVER ?? 'apps/server/dist/main.js');
const PORT = Number(process.env.STARTUP_PORT ?? 3450);
const base = `http://localhost:${PORT}`;

/**
 * What `npm start` gives the server: `exec [env NAME=value…] node <flags> apps/server/dist/main.js`,
 * its environment variables and its Node flags.
 */
function startCommand(): { env: Record<string, string>; flags: string[] } {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const command =
    /\bexec\s+(?:env((?:\s+\w+=\S+)*)\s+)?node((?:\s+--\S+)*)\s+apps\/server\/dist\/main\.js/.exec(
      scripts.start ?? '',
    );
  if (!command) throw new Error('The root start script does not run node … apps/server/dist/main.js');
  const words = (text = '') => text.trim().split(/\s+/).filter(Boolean);
  const env = Object.fromEntries(words(command[1]).map((pair) => pair.split('=', 2) as [string, string]));
  return { env, flags: words(command[2]) };
}
const startsWith = startCommand();
// STARTUP_NODE_FLAGS measures other flags than npm start's ("--enable-source-maps --max-semi-space-size=1").
const flags = process.env.STARTUP_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? startsWith.flags;

/** Resident set size of a process, in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** Starts the server on a fresh directory and waits for /healthz; returns the time it took. */
async function start(dir: string, seedDemo: boolean): Promise<{ server: ChildProcess; readyMs: number }> {
  const started = performance.now();
  const server = spawn(process.execPath, [...flags, bundle], {
    cwd: root,
    env: {
      ...startsWith.env,
      ...process.env,
      PORT: String(PORT),
      SQLITE_FILE: path.join(dir, 'app.sqlite'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_DEMO: String(seedDemo),
      LOG_LEVEL: 'warn',
      APP_SECRET: 'startup-benchmark-secret-long-enough-for-hmac',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await sleep(5);
  }
  return { server, readyMs: performance.now() - started };
}

async function stop(server: ChildProcess, dir: string): Promise<void> {
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

async function emptyStart(): Promise<{ readyMs: number; rss: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'neighbourly-startup-'));
  const { server, readyMs } = await start(dir, false);
  try {
    await sleep(idleMs);
    return { readyMs, rss: rssMb(server.pid!) };
  } finally {
    await stop(server, dir);
  }
}

/** Every `<loc>` of a sitemap XML. */
const locations = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

/** The public pages: landing, help and legal pages, and what the sitemap (index and files) lists. */
async function publicPages(): Promise<string[]> {
  const pages = new Set([`${base}/`, `${base}/help`, `${base}/terms`, `${base}/cookies`, `${base}/privacy`]);
  const index = await (await fetch(`${base}/sitemap.xml`)).text();
  const files = index.includes('<sitemapindex') ? locations(index) : [`${base}/sitemap.xml`];
  for (const file of files) {
    const xml = await (await fetch(file)).text();
    for (const page of locations(xml)) pages.add(page);
  }
  return [...pages];
}

/** A visitor opens each page in Chromium and waits until its requests (API, images) are done. */
async function browse(pages: string[]): Promise<{ requests: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  let requests = 0;
  try {
    const page = await browser.newPage();
    page.on('requestfinished', () => requests++);
    for (const url of pages) {
      const answer = await page.goto(url, { waitUntil: 'networkidle' });
      if (!answer?.ok()) throw new Error(`${url} answered ${answer?.status()}`);
    }
  } finally {
    await browser.close();
  }
  return { requests };
}

interface DemoResult {
  readyMs: number;
  rssStarted: number;
  rssBrowsed: number;
  pages: number;
  requests: number;
}

async function demoStart(): Promise<DemoResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'neighbourly-startup-'));
  const { server, readyMs } = await start(dir, true);
  try {
    await sleep(idleMs);
    const rssStarted = rssMb(server.pid!);
    const pages = await publicPages();
    const { requests } = await browse(pages);
    await sleep(idleMs);
    return { readyMs, rssStarted, rssBrowsed: rssMb(server.pid!), pages: pages.length, requests };
  } finally {
    await stop(server, dir);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const summary = (values: number[], digits: number) =>
  `median ${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;

const envText = Object.entries(startsWith.env)
  .map(([name, value]) => `${name}=${value} `)
  .join('');
console.log(
  `Node ${process.versions.node}, started as npm start does: ` +
    `${envText}node ${[...flags, path.relative(root, bundle)].join(' ')}`,
);
if (runs > 0) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await emptyStart());
  console.log(`${runs} starts on a fresh SQLite file without demo data:`);
  console.log(
    `  start to first /healthz answer: ${summary(
      results.map((r) => r.readyMs),
      0,
    )} ms`,
  );
  console.log(
    `  RSS after ${idleMs / 1000} s idle: ${summary(
      results.map((r) => r.rss),
      1,
    )} MB`,
  );
}
if (demoRuns > 0) {
  const results: DemoResult[] = [];
  for (let i = 0; i < demoRuns; i++) results.push(await demoStart());
  const { pages, requests } = results[0]!;
  console.log(`${demoRuns} starts on a fresh SQLite file with the demo data seeded (as npm start):`);
  console.log(
    `  start (seeding included) to first /healthz answer: ${summary(
      results.map((r) => r.readyMs),
      0,
    )} ms`,
  );
  console.log(
    `  RSS after start, ${idleMs / 1000} s idle: ${summary(
      results.map((r) => r.rssStarted),
      1,
    )} MB`,
  );
  console.log(
    `  RSS after a browse of ${pages} public pages (${requests} requests), ${idleMs / 1000} s idle: ` +
      `${summary(
        results.map((r) => r.rssBrowsed),
        1,
      )} MB`,
  );
}
