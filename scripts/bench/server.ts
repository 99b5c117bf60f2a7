/**
 * What the benches share: starting the production server (apps/server/dist/main.js) on a bench
 * database and signing a member in through the real form post, keeping cookies as a browser does.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PATHS, SIGN_IN_CSRF_FIELD } from '@neighbourly/shared';
import type { BenchDatabase } from './generate.ts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerOptions {
  port: number;
  logLevel?: string;
  /** More environment variables for the server (federation, jobs…). */
  env?: Record<string, string>;
}

export async function startServer(database: BenchDatabase, options: ServerOptions): Promise<ChildProcess> {
  const { port } = options;
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    // Request log lines are written (as in production) and thrown away.
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: options.logLevel ?? 'warn',
      SEED_DEMO: 'false',
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000',
      ...(database.dialect === 'sqlite'
        ? { SQLITE_FILE: database.file, DATABASE_URL: '' }
        : { DATABASE_URL: database.url }),
      ...options.env,
    },
  });
  // An interrupted bench must not leave its server holding the port.
  const stop = () => {
    server.kill('SIGTERM');
    process.exit(130);
  };
  process.once('SIGINT', stop).once('SIGTERM', stop);
  server.once('exit', () => process.off('SIGINT', stop).off('SIGTERM', stop));
  for (let attempt = 0; attempt < 100; attempt++) {
    if (server.exitCode !== null) throw new Error('The server stopped while starting');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error('The server did not start within 20 s');
}

export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}

/** Cookies as a browser keeps them: a visitor has its CSRF cookie, a member its session too. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [key, ...value] = pair!.split('=');
      this.cookies.set(key!, value.join('='));
    }
  }
  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export async function visitorCookies(port: number): Promise<CookieJar> {
  const jar = new CookieJar();
  jar.keep(await fetch(`http://127.0.0.1:${port}${API_PATHS.csrf}`));
  return jar;
}

/** Signs a member in through the real form post. */
export async function signIn(port: number, user: { login: string; password: string }): Promise<CookieJar> {
  const base = `http://127.0.0.1:${port}`;
  const jar = new CookieJar();
  const csrfResponse = await fetch(`${base}${API_PATHS.csrf}`);
  jar.keep(csrfResponse);
  const token = ((await csrfResponse.json()) as { success: { data: string } }).success.data;
  const form = new FormData();
  form.set('username', user.login);
  form.set('password', user.password);
  form.set(SIGN_IN_CSRF_FIELD, token);
  const response = await fetch(`${base}${API_PATHS.signIn}`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
    headers: { cookie: jar.header() },
  });
  if (response.status >= 400) throw new Error(`Bench sign-in failed: ${response.status}`);
  jar.keep(response);
  // The SPA fetches its session-bound CSRF token after signing in; so does the bench.
  jar.keep(await fetch(`${base}${API_PATHS.csrf}`, { headers: { cookie: jar.header() } }));
  return jar;
}
