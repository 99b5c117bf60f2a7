/**
 * `npm run admin` (issue #27), run as a child process against the test database, as an operator
 * would run it against the server's: roles and allowances change, each change is logged, and a
 * mistake says so with exit code 1.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type ModerationLogEntry } from '@neighbourly/shared';
import { buildTestApp, type TestApp } from '../test/app.ts';
import { signedInClient } from '../test/factories.ts';
import { until } from '../test/wait.ts';

const CLI = path.join(import.meta.dirname, 'cli.ts');
const run = promisify(execFile);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** The environment naming the test's database, as the server's environment names its own. */
function databaseEnv(): Record<string, string> {
  const database = t.app.deps.config.database;
  if (database.dialect === 'sqlite') return { SQLITE_FILE: database.file };
  const url = new URL(database.url);
  if (database.schema) url.searchParams.set('options', `-c search_path=${database.schema}`);
  return { DATABASE_URL: url.toString() };
}

async function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI, ...args], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...databaseEnv() },
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; signal?: string; stdout?: string; stderr?: string };
    return {
      code: failed.code ?? -1,
      stdout: failed.stdout ?? '',
      stderr: `${failed.stderr ?? ''}${failed.signal ? ` (ended by ${failed.signal})` : ''}`,
    };
  }
}

const siteRoleOf = async (login: string) =>
  await t.app.deps.db
    .selectFrom('users')
    .select(['site_role', 'group_allowance'])
    .where('id', '=', login)
    .executeTakeFirstOrThrow();

describe('npm run admin', () => {
  it('gives and takes site roles, says what it did, and logs each change by the command line', async () => {
    const { client, user } = await signedInClient(t.app);
    expect((await client.get(API_PATHS.moderationLog)).statusCode).toBe(403);

    // Logins are found whatever their case.
    const granted = await admin('role', user.login.toUpperCase(), 'MODERATOR');
    expect(granted).toMatchObject({ code: 0, stderr: '' });
    expect(granted.stdout).toContain(`${user.login}: site role NONE → MODERATOR`);
    expect((await siteRoleOf(user.login)).site_role).toBe('MODERATOR');
    // The command writes from another process, unseen by the app's session cache: a GET counts it
    // once what the cache kept is older than SESSION_CACHE_MS (1 s), a change at once.
    await until(
      async () => (await client.get(API_PATHS.usersSelf)).json().success.data.siteRole === 'MODERATOR',
      3000,
    );

    expect((await admin('role', user.login, 'ADMIN')).code).toBe(0);
    const allowance = await admin('allowance', user.login, '5');
    expect(allowance.code).toBe(0);
    expect(allowance.stdout).toContain(`${user.login}: group allowance 1 → 5`);
    expect((await siteRoleOf(user.login)).group_allowance).toBe(5);

    const log = (await client.get(API_PATHS.moderationLog)).json().success.data as ModerationLogEntry[];
    const mine = log.filter((row) => row.subjectUserLogin === user.login);
    expect(mine.map((row) => [row.actorLogin, row.action, row.details])).toEqual([
      [null, 'SET_ALLOWANCE', { from: 1, to: 5 }],
      [null, 'SET_ROLE', { from: 'MODERATOR', to: 'ADMIN' }],
      [null, 'SET_ROLE', { from: 'NONE', to: 'MODERATOR' }],
    ]);

    expect((await admin('role', user.login, 'NONE')).code).toBe(0);
    await until(async () => (await client.get(API_PATHS.moderationLog)).statusCode === 403, 3000);
  }, 240_000);

  it('refuses an unknown login, a bad role, a bad number and bad usage with exit code 1, changing nothing', async () => {
    const { user } = await signedInClient(t.app);
    const before = await siteRoleOf(user.login);
    const cases: [string[], string][] = [
      [['role', 'nobody_at_all', 'MODERATOR'], 'There is no account with the login "nobody_at_all"'],
      [['role', user.login, 'KING'], '"KING" is not a role'],
      [['role', user.login, 'moderator'], 'is not a role'],
      [['allowance', user.login, '-1'], 'is not a number of groups'],
      [['allowance', user.login, '1.5'], 'is not a number of groups'],
      [['promote', user.login, 'ADMIN'], 'Usage:'],
    ];
    // At once: each run starts a Node.js process of its own.
    const results = await Promise.all(cases.map(([args]) => admin(...args)));
    cases.forEach(([args, words], i) => {
      expect(results[i]!.code, args.join(' ')).toBe(1);
      expect(results[i]!.stderr).toContain(words);
      expect(results[i]!.stdout).toBe('');
    });
    expect(await siteRoleOf(user.login)).toEqual(before);
  }, 240_000);
});
