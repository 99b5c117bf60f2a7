/**
 * `npm run bench:web`: builds the app, starts the production server on a fresh demo database,
 * and runs Lighthouse (mobile and desktop presets) on the landing page, a public group and a
 * public upcoming event. Prints a Markdown table of the medians and writes it to
 * bench/results/web-<date>.md.
 *
 *   BENCH_WEB_RUNS=3              Lighthouse runs per page and preset
 *   BENCH_WEB_PRESETS=mobile,desktop
 *   BENCH_WEB_PORT=3700           the server's port; Chromium's debugging port is the next one
 *   BENCH_WEB_BUILD=false         skips `npm run build` (the built app is used as it is)
 *   BENCH_WEB_REPORTS_DIR=dir     also keeps each run's full Lighthouse JSON there
 *   CHROME_PATH=/usr/bin/chromium
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, desktopConfig, type Result } from 'lighthouse';
import { API_PATHS, type Event, type GroupCard } from '@neighbourly/shared';
import { CATEGORIES, type Measurement, type Page, report, summarize } from './web-report.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
const presets = (process.env.BENCH_WEB_PRESETS ?? 'mobile,desktop').split(',');
const port = Number(process.env.BENCH_WEB_PORT ?? 3700);
const build = process.env.BENCH_WEB_BUILD !== 'false';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const reportsDir = process.env.BENCH_WEB_REPORTS_DIR;
const base = `http://127.0.0.1:${port}`;

/** Undefined is Lighthouse's default config, which is the mobile preset. */
const PRESET_CONFIGS: Record<string, Config | undefined> = { mobile: undefined, desktop: desktopConfig };

function buildApp(): void {
  console.log('Building (npm run build)');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
}

/** A copy of the built web app, so a rebuild by someone else mid-run does not change the pages. */
function freezeWebDist(workDir: string): string {
  const source = path.join(root, 'apps/web/dist');
  if (!fs.existsSync(path.join(source, 'index.html'))) throw new Error(`${source} has no built app`);
  const copy = path.join(workDir, 'web-dist');
  fs.cpSync(source, copy, { recursive: true });
  return copy;
}

async function startServer(workDir: string, webDistDir: string): Promise<ChildProcess> {
  // Otherwise the health check below could be answered by whatever already listens there.
  const inUse = await fetch(`${base}/healthz`).then(
    () => true,
    () => false,
  );
  if (inUse) throw new Error(`Port ${port} is taken: set BENCH_WEB_PORT`);
  const log = fs.openSync(path.join(workDir, 'server.log'), 'a');
  const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATABASE_URL: '',
      SQLITE_FILE: path.join(workDir, 'neighbourly.sqlite'),
      UPLOAD_DIR: path.join(workDir, 'uploads'),
      WEB_DIST_DIR: webDistDir,
      // An empty database gets the Vancouver demo groups and events.
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  fs.closeSync(log);
  const logTail = () => fs.readFileSync(path.join(workDir, 'server.log'), 'utf8').slice(-4000);
  for (let attempt = 0; attempt < 150; attempt++) {
    if (server.exitCode !== null) throw new Error(`The server stopped while starting:\n${logTail()}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error(`The server did not start within 30 s:\n${logTail()}`);
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function list<T>(apiPath: string): Promise<T[]> {
  const response = await fetch(`${base}${apiPath}`);
  if (!response.ok) throw new Error(`GET ${apiPath}: ${response.status}`);
  return ((await response.json()) as { success: { data: T[] } }).success.data;
}

/** The landing page, a public group and an upcoming public event; with a cover where one exists. */
async function pickPages(): Promise<Page[]> {
  const groups = (await list<GroupCard>(API_PATHS.groupDefaults)).filter((g) => g.type === 'PUBLIC');
  const group = groups.find((g) => g.hasLogo) ?? groups[0];
  if (!group) throw new Error('No public group to measure: is the demo data there?');
  const events = (await list<Event>(API_PATHS.eventDefaults)).filter(
    (e) => e.type === 'PUBLIC' && e.areAllFieldsAvailable,
  );
  const event = events.find((e) => e.hasLogo) ?? events[0];
  if (!event) throw new Error('No upcoming public event to measure');
  const encode = encodeURIComponent;
  return [
    { name: 'landing', path: '/', note: 'signed out' },
    {
      name: 'group',
      path: `/group/${encode(group.id)}`,
      note: `${group.name}, ${group.hasLogo ? 'with' : 'without'} a cover image`,
    },
    {
      name: 'event',
      path: `/group/${encode(event.groupId)}/events/${event.eventId}`,
      note: `${event.name}, ${event.hasLogo ? 'with a cover image' : 'no upcoming public event has a cover image'}`,
    },
  ];
}

async function launchChrome(workDir: string): Promise<chromeLauncher.LaunchedChrome> {
  const userDataDir = path.join(workDir, 'chrome-profile');
  // chrome-launcher writes its logs into the profile folder before Chromium makes it.
  fs.mkdirSync(userDataDir);
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox'],
    port: port + 1,
    userDataDir,
    logLevel: 'error',
  });
}

/** Lighthouse now and then loses a trace on a busy machine (NO_NAVSTART); one retry covers it. */
async function audit(url: string, preset: string, chromePort: number, attempts = 2): Promise<Result> {
  const result = await lighthouse(
    url,
    { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
    PRESET_CONFIGS[preset],
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (!lhr.runtimeError) return lhr;
  const message = `Lighthouse on ${url}: ${lhr.runtimeError.message}`;
  if (attempts <= 1) throw new Error(message);
  console.log(`  ${message}; trying again`);
  return audit(url, preset, chromePort, attempts - 1);
}

function keepReport(lhr: Result, name: string): void {
  fs.mkdirSync(reportsDir!, { recursive: true });
  fs.writeFileSync(path.join(reportsDir!, name), JSON.stringify(lhr));
}

async function measure(pages: Page[], chromePort: number): Promise<{ all: Measurement[]; last: Result }> {
  const all: Measurement[] = [];
  let last: Result | undefined;
  for (const page of pages) {
    for (const preset of presets) {
      const measurement: Measurement = { page, preset, runs: [] };
      for (let run = 1; run <= runs; run++) {
        last = await audit(`${base}${page.path}`, preset, chromePort);
        if (reportsDir) keepReport(last, `${page.name}-${preset}-${run}.json`);
        const metrics = summarize(last);
        measurement.runs.push(metrics);
        console.log(
          `  ${page.name} ${preset} run ${run}: performance ${metrics.scores.performance}, ` +
            `LCP ${Math.round(metrics.lcpMs)} ms, TBT ${Math.round(metrics.tbtMs)} ms`,
        );
      }
      all.push(measurement);
    }
  }
  if (!last) throw new Error('Nothing was measured');
  return { all, last };
}

function versions(): { chromium: string; lighthouse: string } {
  const chromium = execFileSync(chromePath, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  })
    .replace(/ built on .*/s, '')
    .trim();
  const require = createRequire(import.meta.url);
  const { version } = require('lighthouse/package.json') as { version: string };
  return { chromium, lighthouse: version };
}

function sourceVersion(): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  const commit = git('rev-parse', '--short', 'HEAD');
  const changed = git('status', '--porcelain', '--', 'apps', 'packages');
  return changed ? `${commit} with uncommitted changes in apps/ or packages/` : commit;
}

function machine(): string {
  const cpus = os.cpus();
  return `${cpus[0]?.model.trim() ?? 'unknown CPU'} x ${cpus.length}`;
}

function writeReport(markdown: string, date: string): string {
  const file = path.join(root, 'scripts/bench/results', `web-${date}.md`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, markdown);
  return file;
}

async function stopChrome(chrome: chromeLauncher.LaunchedChrome): Promise<void> {
  if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) return;
  const exited = new Promise((resolve) => chrome.process.once('exit', resolve));
  chrome.kill();
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

async function main(): Promise<void> {
  fs.accessSync(chromePath, fs.constants.X_OK);
  const source = sourceVersion();
  if (build) buildApp();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-'));
  let server: ChildProcess | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  // Interrupted or crashed (chrome-launcher throws outside any promise when Chromium fails to
  // start), the bench still must not leave its server or browser behind.
  const killChildren = () => {
    chrome?.process.kill();
    server?.kill('SIGTERM');
  };
  const stopOnSignal = () => {
    killChildren();
    fs.rmSync(workDir, { recursive: true, force: true });
    process.exit(130);
  };
  process.once('SIGINT', stopOnSignal).once('SIGTERM', stopOnSignal).once('exit', killChildren);
  try {
    server = await startServer(workDir, freezeWebDist(workDir));
    const pages = await pickPages();
    chrome = await launchChrome(workDir);
    console.log(`Measuring ${pages.length} pages x ${presets.join(', ')} x ${runs} runs`);
    const { all, last } = await measure(pages, chrome.port);
    const date = new Date().toISOString().slice(0, 10);
    const environment = {
      date,
      cpus: machine(),
      ...versions(),
      benchmarkIndex: last.environment.benchmarkIndex,
      runsPerPage: runs,
      source,
    };
    const markdown = report(environment, all);
    console.log(`\n${markdown}\nWritten to ${writeReport(markdown, date)}`);
  } finally {
    if (chrome) await stopChrome(chrome);
    if (server) await stopServer(server);
    process.off('SIGINT', stopOnSignal).off('SIGTERM', stopOnSignal).off('exit', killChildren);
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
