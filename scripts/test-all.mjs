#!/usr/bin/env node
/**
 * `npm test`: every suite in one run — type checks, lint and format check, shared unit tests,
 * catalogue tests, web unit tests (jsdom), server HTTP tests on SQLite and (when
 * TEST_DATABASE_URL is set) PostgreSQL, then the browser tests against the production build.
 * When anything was skipped, a line "Skipped: …" names it; the run ends with one line, alone and
 * always in this shape: `N passed, N failed, N skipped`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const outDir = path.join(root, '.test-output');
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
/** What was skipped, one entry per step, for the "Skipped:" line. */
const skips = [];

/** How long each step took, printed at the end so a slow CI run says where its time went. */
const durations = [];

function run(label, command, args, { cwd = root, env = {} } = {}) {
  console.log(`\n━━ ${label}`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
  durations.push([label, Math.round((performance.now() - started) / 1000)]);
  return result.status === 0;
}

/** A step that is not a test suite (type check, lint, build) counts as one test. */
function check(label, command, args, options) {
  if (run(label, command, args, options)) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
}

/** "name (count)" for each group of skipped tests, in order of first appearance. */
function describeGroups(groupNames) {
  const counts = new Map();
  for (const name of groupNames) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, count]) => `${name} (${count})`).join(', ');
}

function noteSkipped(label, count, groupNames) {
  if (count === 0) return;
  skipped += count;
  skips.push(`${label}: ${count} test${count === 1 ? '' : 's'} — ${describeGroups(groupNames)}`);
}

/** Runs a Vitest suite and adds up its JSON report; returns the report (undefined if none). */
function vitest(label, cwd, env = {}) {
  const report = path.join(outDir, `${label.replace(/\W+/g, '-')}.json`);
  const ok = run(
    label,
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    {
      cwd,
      env,
    },
  );
  if (!fs.existsSync(report)) {
    failed += 1;
    failures.push(`${label} (did not run)`);
    return undefined;
  }
  const json = JSON.parse(fs.readFileSync(report, 'utf8'));
  passed += json.numPassedTests;
  failed += json.numFailedTests;
  if (!ok || json.numFailedTests > 0) failures.push(label);
  if (!ok && json.numFailedTests === 0) failed += 1;
  // Pending counts it.skip, describe.skip and a false runIf/skipIf; to-dos are counted apart.
  const skippedTests = json.testResults.flatMap((file) =>
    file.assertionResults
      .filter((t) => t.status !== 'passed' && t.status !== 'failed')
      .map((t) => t.ancestorTitles[0] ?? path.relative(root, file.name)),
  );
  noteSkipped(label, json.numPendingTests + json.numTodoTests, skippedTests);
  return json;
}

/**
 * Playwright's JSON report: its top-level suites are the spec files, holding describe blocks
 * and specs; each spec has its tests. A skipped test is named by its file and first describe.
 */
function skippedInPlaywright(suites, titles = []) {
  return (suites ?? []).flatMap((suite) => {
    const named = titles.length < 2 ? [...titles, suite.title] : titles;
    return [
      ...(suite.specs ?? []).flatMap((spec) =>
        spec.tests.filter((t) => t.status === 'skipped').map(() => named.join(' › ')),
      ),
      ...skippedInPlaywright(suite.suites, named),
    ];
  });
}

check('type check (tsc): packages/shared', bin('tsc'), ['-p', 'packages/shared']);
check('type check (tsc): packages/i18n', bin('tsc'), ['-p', 'packages/i18n']);
check('type check (tsc): apps/server', bin('tsc'), ['-p', 'apps/server']);
check('type check (tsc): apps/web', bin('tsc'), ['-p', 'apps/web']);
check('type check (tsc): scripts', bin('tsc'), ['-p', 'scripts']);
check('lint (ESLint)', bin('eslint'), ['.', '--max-warnings=0']);
check('format check (Prettier)', bin('prettier'), ['--check', '.', '--log-level=warn']);
vitest('shared unit tests (Vitest)', path.join(root, 'packages/shared'));
vitest('catalogue tests (Vitest)', path.join(root, 'packages/i18n'));
vitest('web unit tests (Vitest)', path.join(root, 'apps/web'));
const sqlite = vitest('server tests on SQLite (Vitest)', path.join(root, 'apps/server'), {
  TEST_DIALECT: 'sqlite',
});
if (process.env.TEST_DATABASE_URL) {
  // A commit need not wait for its WAL to reach the disk in a test (~10% of the suite's time);
  // every connection the tests open, their servers' and pg_dump's included, reads PGOPTIONS.
  vitest('server tests on PostgreSQL (Vitest)', path.join(root, 'apps/server'), {
    TEST_DIALECT: 'postgres',
    PGOPTIONS: `${process.env.PGOPTIONS ?? ''} -c synchronous_commit=off`.trim(),
  });
} else {
  // The PostgreSQL run is the same test files as the SQLite run, so the SQLite run's total is
  // how many tests were skipped here: no need to start Vitest just to count them. Without a
  // SQLite report the size is unknown, and the skipped suite counts as one.
  const count = sqlite ? sqlite.numTotalTests : 1;
  const size = sqlite ? `${count} tests` : 'number of tests unknown: the SQLite run gave no report';
  console.log('\n━━ server tests on PostgreSQL (Vitest): skipped (TEST_DATABASE_URL is not set)');
  skipped += count;
  skips.push(`server tests on PostgreSQL (${size}; set TEST_DATABASE_URL=postgres://… to run them)`);
}

const built = run('build the web app (Vite)', 'npm', ['run', 'build', '--silent', '-w', '@neighbourly/web']);
// The browser tests run the production server bundle, as npm start does.
const serverBuilt = run('build the server (esbuild)', 'npm', [
  'run',
  'build',
  '--silent',
  '-w',
  '@neighbourly/server',
]);
if (!built || !serverBuilt) {
  failed += 1;
  failures.push('build the web app or the server (so the browser tests did not run)');
} else {
  const report = path.join(outDir, 'e2e.json');
  const ok = run('browser tests (Playwright, Chromium)', bin('playwright'), ['test'], {
    cwd: path.join(root, 'apps/web'),
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report, E2E_SERVER_BUNDLE: '1' },
  });
  if (fs.existsSync(report)) {
    const { stats, suites } = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed += stats.expected + (stats.flaky ?? 0);
    failed += stats.unexpected;
    if (stats.unexpected > 0 || !ok) failures.push('browser tests');
    if (!ok && stats.unexpected === 0) failed += 1;
    noteSkipped('browser tests', stats.skipped, skippedInPlaywright(suites));
  } else {
    failed += 1;
    failures.push('browser tests (did not run)');
  }
}

// What the Docker image holds (issue #25), built into a folder of its own and started from it
// alone; its PostgreSQL half makes a throwaway database through TEST_DATABASE_URL.
// The builds above are this run's: the release check assembles them instead of building again.
const releaseOptions = built && serverBuilt ? { env: { RELEASE_BUILT: '1' } } : {};
if (process.env.TEST_DATABASE_URL) {
  check(
    'release check (production folder on SQLite and PostgreSQL)',
    'bash',
    ['scripts/release.sh', 'check'],
    releaseOptions,
  );
} else {
  check(
    'release check (production folder on SQLite)',
    'bash',
    ['scripts/release.sh', 'check'],
    releaseOptions,
  );
  noteSkipped('release check', 1, ['its PostgreSQL half (set TEST_DATABASE_URL=postgres://… to run it)']);
}

console.log('\nTime per step:');
for (const [label, seconds] of durations) console.log(`  ${String(seconds).padStart(5)} s  ${label}`);
console.log('');
if (failures.length > 0) console.log(`Failed: ${failures.join('; ')}`);
if (skips.length > 0) console.log(`Skipped: ${skips.join('; ')}`);
// CI reads this line: keep it alone on its line and in exactly this shape.
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
