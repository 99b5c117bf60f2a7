/**
 * A real server process for the tests that need one (issue #32's shutdown): `node src/main.ts`
 * as `npm run dev` starts it, with its JSON log lines read back, its port taken from Fastify's
 * "Server listening" line, and its exit awaited.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

/** One pino line of the server's log. */
export interface LogLine {
  level: number;
  time: number;
  msg: string;
  [field: string]: unknown;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Date.now() when the process was seen to exit. */
  at: number;
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  logs: LogLine[];
  /** What it wrote that is not a log line (a crash's stack). */
  stderr: string[];
  exited: Promise<Exit>;
  /** Sends `signal` and resolves with the exit (rejects after `timeoutMs`). */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<Exit>;
}

const BASE_ENV = {
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'info',
  SEED_DEMO: 'false',
  APP_SECRET: 'test-secret-that-is-long-enough-for-hmac-keys',
  RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000',
  FEDERATION_ENABLED: 'false',
  WEB_DIST_DIR: path.join(SERVER_DIR, 'no-web-build-here'),
};

/** Starts the server with `env` over the defaults above; resolves once it listens. */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 30_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', ...BASE_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  const stderr: string[] = [];
  readline.createInterface({ input: child.stderr! }).on('line', (line) => stderr.push(line));
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const listening = new Promise<string>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      try {
        const entry = JSON.parse(line) as LogLine;
        logs.push(entry);
        const url = /^Server listening at (http:\/\/[\d.]+:\d+)/.exec(entry.msg)?.[1];
        if (url) resolve(url);
      } catch {
        stderr.push(line);
      }
    });
    void exited.then(({ code }) => reject(new Error(`the server exited (${code}): ${stderr.join('\n')}`)));
    setTimeout(
      () => reject(new Error(`the server did not listen within ${timeoutMs} ms`)),
      timeoutMs,
    ).unref();
  });
  let baseUrl: string;
  try {
    baseUrl = await listening;
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    child,
    baseUrl,
    logs,
    stderr,
    exited,
    async stop(signal: NodeJS.Signals = 'SIGTERM', stopTimeoutMs = 20_000) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
