#!/usr/bin/env node
/**
 * `npm test`: every suite in one run — type checks and lint, shared unit tests, server HTTP
 * tests on SQLite and (when TEST_DATABASE_URL is set) PostgreSQL, then the browser tests
 * against the production build. Ends with one line: `N passed, N failed`.
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
const failures = [];

function run(label, command, args, { cwd = root, env = {} } = {}) {
  console.log(`\n━━ ${label}`);
  const result = spawnSync(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
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
    return;
  }
  const json = JSON.parse(fs.readFileSync(report, 'utf8'));
  passed += json.numPassedTests;
  failed += json.numFailedTests;
  if (!ok || json.numFailedTests > 0) failures.push(label);
  if (!ok && json.numFailedTests === 0) failed += 1;
}

check('type check: shared', bin('tsc'), ['-p', 'packages/shared']);
check('type check: server', bin('tsc'), ['-p', 'apps/server']);
check('type check: web', bin('tsc'), ['-p', 'apps/web']);
check('type check: scripts', bin('tsc'), ['-p', 'scripts']);
check('lint and format', bin('eslint'), ['.', '--max-warnings=0']);
check('format', bin('prettier'), ['--check', '.', '--log-level=warn']);
vitest('shared unit tests', path.join(root, 'packages/shared'));
vitest('server tests on SQLite', path.join(root, 'apps/server'), { TEST_DIALECT: 'sqlite' });
if (process.env.TEST_DATABASE_URL) {
  vitest('server tests on PostgreSQL', path.join(root, 'apps/server'), { TEST_DIALECT: 'postgres' });
} else {
  console.log('\n━━ server tests on PostgreSQL: skipped (set TEST_DATABASE_URL=postgres://… to run them)');
}

const built = run('build the web app', 'npm', ['run', 'build', '--silent', '-w', '@neighbourly/web']);
if (!built) {
  failed += 1;
  failures.push('web build');
} else {
  const report = path.join(outDir, 'e2e.json');
  const ok = run('browser tests (Playwright, Chromium)', bin('playwright'), ['test'], {
    cwd: path.join(root, 'apps/web'),
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  if (fs.existsSync(report)) {
    const { stats } = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed += stats.expected + (stats.flaky ?? 0);
    failed += stats.unexpected;
    if (stats.unexpected > 0 || !ok) failures.push('browser tests');
    if (!ok && stats.unexpected === 0) failed += 1;
  } else {
    failed += 1;
    failures.push('browser tests (did not run)');
  }
}

if (failures.length > 0) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
