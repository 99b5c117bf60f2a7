/**
 * `npm run bench:startup`: how quickly the production server (apps/server/dist/main.js, built
 * beforehand) answers after it is started, and how much memory it holds idle. Each run starts
 * it on a fresh SQLite file without demo data, waits for /healthz, then leaves it idle for a few
 * seconds and reads its resident set size. Prints the Node version, the median and the range.
 *
 *   STARTUP_RUNS=7        starts to measure
 *   STARTUP_IDLE_MS=3000  idle time before RSS is read
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(import.meta.dirname, '../..');
const runs = Number(process.env.STARTUP_RUNS ?? 7);
const idleMs = Number(process.env.STARTUP_IDLE_MS ?? 3000);
const PORT = 3450;

/** Resident set size of a process, in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

async function oneStart(): Promise<{ readyMs: number; rss: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'neighbourly-startup-'));
  const started = performance.now();
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(PORT),
      SQLITE_FILE: path.join(dir, 'app.sqlite'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      APP_SECRET: 'startup-benchmark-secret-long-enough-for-hmac',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${PORT}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await sleep(5);
    }
    const readyMs = performance.now() - started;
    await sleep(idleMs);
    return { readyMs, rss: rssMb(server.pid!) };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const range = (values: number[], digits: number) =>
  `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;

const results = [];
for (let i = 0; i < runs; i++) results.push(await oneStart());
const ready = results.map((r) => r.readyMs);
const rss = results.map((r) => r.rss);
console.log(`Node ${process.versions.node}, ${runs} starts on a fresh SQLite file (no demo data):`);
console.log(`  start to first /healthz answer: median ${median(ready).toFixed(0)} ms (${range(ready, 0)})`);
console.log(`  RSS after ${idleMs / 1000} s idle: median ${median(rss).toFixed(1)} MB (${range(rss, 1)})`);
