/**
 * `npm run bench:web`: builds the app, starts the production server on a fresh demo database,
 * and on the landing page, a public group and a public upcoming event runs Lighthouse (mobile and
 * desktop presets) and the first-tap stage (web-tap.ts: a tap at fixed times after the first
 * paint on a throttled phone, its INP, its answer, lost taps). Prints Markdown tables and writes
 * them to bench/results/web-<date>.md.
 *
 *   BENCH_WEB_STAGES=lighthouse,tap   which stages run
 *   BENCH_WEB_TAP_AT_MS=0,1000,...    when to tap a target the server paints too (ms after FCP)
 *   BENCH_WEB_TAP_AFTER_SHOWN_MS=0,100,...  when to tap one only the app draws (ms after it appears)
 *   BENCH_WEB_TAP_TARGETS=landing/hero-button,...  only these targets (page/target)
 *
 *   BENCH_WEB_RUNS=3              Lighthouse runs per page and preset (after one warm-up run)
 *   BENCH_WEB_PAGES=landing,group,event  only these pages (an A/B of one page's change)
 *   BENCH_WEB_PRESETS=mobile,desktop
 *   BENCH_WEB_PORT=3700           the server's port; Chromium's debugging port is the next one
 *   BENCH_WEB_BUILD=false         skips `npm run build` (the built app is used as it is)
 *   BENCH_WEB_APP_DIR=dir         measures the app built in another checkout (say, an older
 *                                 commit's, for a before/after); nothing is built then
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
import { launchForTaps, LOST_AFTER_MS, measureTaps, SLOW_4G } from './web-tap.ts';
import {
  CATEGORIES,
  type Measurement,
  type Page,
  report,
  summarize,
  type TapResult,
  type TapTarget,
  tapReport,
} from './web-report.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
const presets = (process.env.BENCH_WEB_PRESETS ?? 'mobile,desktop').split(',');
const port = Number(process.env.BENCH_WEB_PORT ?? 3700);
const appDir = path.resolve(process.env.BENCH_WEB_APP_DIR ?? root);
const build = process.env.BENCH_WEB_BUILD !== 'false' && appDir === root;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const reportsDir = process.env.BENCH_WEB_REPORTS_DIR;
const base = `http://127.0.0.1:${port}`;
const stages = new Set((process.env.BENCH_WEB_STAGES ?? 'lighthouse,tap').split(','));
const pageFilter = process.env.BENCH_WEB_PAGES?.split(',');
const msList = (value: string) => value.split(',').map(Number);
const tapMoments = {
  /**
   * A first-painted target, from its first paint to after the app replaced it: the app took over
   * 10 to 15 s after the first paint on this throttled phone (2026-11-26), the moment a tap on
   * the first paint is most at risk; 20 s is the app at rest.
   */
  afterFirstPaint: msList(
    process.env.BENCH_WEB_TAP_AT_MS ?? '0,1000,2000,4000,8000,11000,12000,13000,14000,16000,20000',
  ),
  /** A target only the app draws, from the frame it appears (the app is busiest then) to 2 s on. */
  afterShown: msList(process.env.BENCH_WEB_TAP_AFTER_SHOWN_MS ?? '0,100,250,500,1000,2000'),
};
const tapTargetFilter = process.env.BENCH_WEB_TAP_TARGETS?.split(',');

/** Undefined is Lighthouse's default config, which is the mobile preset. */
const PRESET_CONFIGS: Record<string, Config | undefined> = { mobile: undefined, desktop: desktopConfig };

function buildApp(): void {
  console.log('Building (npm run build)');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
}

/** A copy of the built web app, so a rebuild by someone else mid-run does not change the pages. */
function freezeWebDist(workDir: string): string {
  const source = path.join(appDir, 'apps/web/dist');
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
    cwd: appDir,
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
async function pickPages(): Promise<{ pages: Page[]; eventGroupName: string }> {
  const groups = (await list<GroupCard>(API_PATHS.groupDefaults)).filter((g) => g.type === 'PUBLIC');
  const group = groups.find((g) => g.hasLogo) ?? groups[0];
  if (!group) throw new Error('No public group to measure: is the demo data there?');
  const events = (await list<Event>(API_PATHS.eventDefaults)).filter(
    (e) => e.type === 'PUBLIC' && e.areAllFieldsAvailable,
  );
  const event = events.find((e) => e.hasLogo) ?? events[0];
  if (!event) throw new Error('No upcoming public event to measure');
  const encode = encodeURIComponent;
  const pages = [
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
  return {
    pages: pageFilter ? pages.filter((page) => pageFilter.includes(page.name)) : pages,
    eventGroupName: event.group.name,
  };
}

/** An English text of the message catalogue: the bench reads the pages in English. */
function englishText(key: string): string {
  const area = key.slice(0, key.indexOf('_'));
  const file = path.join(root, 'packages/i18n/messages', area, 'en.json');
  const text = (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>)[key];
  if (!text) throw new Error(`${key} is not in ${file}`);
  return text;
}

/**
 * What a visitor most likely taps first on each page. The landing's search box is shown to
 * signed-in people only, so a visitor's choices there are the hero's button (painted by the
 * server too) and the lists below it. On a group or an event page a visitor's "Join group" and
 * "Attend event" are "Sign in to join" and "Sign in to attend", which the app alone draws; the
 * header's Sign In and the event's "Back to <group>" are links of the server's first paint.
 */
function tapTargets(eventGroupName: string): Record<string, TapTarget[]> {
  const signIn = 'a[href^="/authenticate"]';
  const headerSignIn: TapTarget = {
    name: 'header-sign-in',
    app: { css: `header ${signIn}`, text: englishText('shell_sign_in') },
    firstPaint: 'a.fp-outlined',
    answer: 'navigation',
  };
  return {
    landing: [
      {
        name: 'hero-button',
        app: { css: 'button', text: englishText('home_hero_action') },
        firstPaint: 'a.fp-cta',
        answer: 'scroll',
      },
      {
        name: 'first-group-card',
        app: { css: '#groups-nearby a[href^="/group/"]' },
        scrollIntoView: true,
        answer: 'navigation',
      },
    ],
    group: [
      {
        name: 'sign-in-to-join',
        app: { css: signIn, text: englishText('groups_sign_in_to_join') },
        answer: 'navigation',
      },
      headerSignIn,
    ],
    event: [
      {
        name: 'sign-in-to-attend',
        app: { css: signIn, text: englishText('events_sign_in_to_attend') },
        answer: 'navigation',
      },
      {
        name: 'back-to-group',
        app: { css: 'main a', text: englishText('events_back_to').replace('{group}', eventGroupName) },
        firstPaint: 'a.fp-back',
        answer: 'navigation',
      },
    ],
  };
}

function tapPlan(pages: Page[], eventGroupName: string): { page: Page; target: TapTarget }[] {
  const targets = tapTargets(eventGroupName);
  return pages
    .flatMap((page) => (targets[page.name] ?? []).map((target) => ({ page, target })))
    .filter(
      ({ page, target }) => !tapTargetFilter || tapTargetFilter.includes(`${page.name}/${target.name}`),
    );
}

async function measureFirstTaps(pages: Page[], eventGroupName: string): Promise<TapResult[]> {
  const plan = tapPlan(pages, eventGroupName);
  console.log(
    `First tap: ${plan.length} targets, at FCP + ${tapMoments.afterFirstPaint.join(', ')} ms ` +
      `or shown + ${tapMoments.afterShown.join(', ')} ms`,
  );
  const browser = await launchForTaps(chromePath);
  try {
    const loadingBar = `[role="progressbar"][aria-label="${englishText('shell_loading_page')}"]`;
    return await measureTaps(browser, base, plan, tapMoments, loadingBar);
  } finally {
    await browser.close();
  }
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
  console.log(`Lighthouse: ${pages.length} pages x ${presets.join(', ')} x ${runs} runs`);
  // The first audit after Chromium and the server start measured 100-250 ms more TBT than the
  // next ones, on whichever page came first (cold V8 and caches on both sides): one run, not counted.
  const [firstPage] = pages;
  const [firstPreset] = presets;
  if (!firstPage || !firstPreset) throw new Error('No page or preset to measure');
  const warmUp = summarize(await audit(`${base}${firstPage.path}`, firstPreset, chromePort));
  console.log(
    `  warm-up run (not counted): ${firstPage.name} ${firstPreset}, TBT ${Math.round(warmUp.tbtMs)} ms`,
  );
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
  if (appDir !== root) return `the build in ${appDir}`;
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
  // A run of the tap stage alone does not overwrite the day's full report.
  const suffix = stages.has('lighthouse') ? '' : '-tap';
  const file = path.join(root, 'scripts/bench/results', `web-${date}${suffix}.md`);
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
    const { pages, eventGroupName } = await pickPages();
    let lighthouseResults: { all: Measurement[]; last: Result } | undefined;
    if (stages.has('lighthouse')) {
      chrome = await launchChrome(workDir);
      lighthouseResults = await measure(pages, chrome.port);
      await stopChrome(chrome);
      chrome = undefined;
    }
    // The other work on the machine shows in taps far more than in Lighthouse's simulated numbers.
    const loadBefore = os.loadavg()[0]!;
    const taps = stages.has('tap') ? await measureFirstTaps(pages, eventGroupName) : undefined;
    const loadAfter = os.loadavg()[0]!;
    const date = new Date().toISOString().slice(0, 10);
    const environment = {
      date,
      cpus: machine(),
      ...versions(),
      benchmarkIndex: lighthouseResults?.last.environment.benchmarkIndex,
      runsPerPage: runs,
      source,
    };
    const tapSection =
      taps &&
      tapReport(
        {
          network: `slow 4G as Lighthouse applies it through DevTools (${SLOW_4G.latencyMs} ms per request, ${Math.round(SLOW_4G.downloadKbps)} Kbps down, ${Math.round(SLOW_4G.uploadKbps)} Kbps up)`,
          cpuSlowdown: SLOW_4G.cpuSlowdown,
          screen: "Lighthouse's phone (412 x 823 CSS px, touch)",
          lostAfterMs: LOST_AFTER_MS,
          machineLoad: `${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after`,
        },
        taps,
      );
    const markdown = report(environment, pages, lighthouseResults?.all ?? [], tapSection);
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
