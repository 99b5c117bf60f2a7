/**
 * `node scripts/bench/jobs-failover.ts`: how long the emails a crashed instance had
 * claimed wait (issue #24). A real server process (apps/server/src/main.ts) sends N queued
 * emails to a real SMTP server on loopback; once it has sent a few it is killed with SIGKILL,
 * holding the rest of its batch. Another instance (this process) then sends what is left; the
 * script reports how long after the kill every email had arrived, and how many came twice.
 *
 *   FAILOVER_EMAILS=200        emails queued
 *   FAILOVER_KILL_AFTER=10     emails the first instance sends before it is killed
 *   FAILOVER_SIGNAL=SIGKILL    or SIGTERM: a graceful stop, which hands its jobs back at once
 *   BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres   (a database is made and dropped)
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { enqueue } from '../../apps/server/src/jobs/queue.ts';
import { insertUser } from '../../apps/server/src/modules/people/index.ts';
import { TestSmtpServer } from '../../apps/server/src/test/smtp.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const EMAILS = Number(process.env.FAILOVER_EMAILS ?? 200);
const KILL_AFTER = Number(process.env.FAILOVER_KILL_AFTER ?? 10);
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SIGNAL = process.env.FAILOVER_SIGNAL === 'SIGTERM' ? 'SIGTERM' : 'SIGKILL';
const RECIPIENT = 'failover@example.test';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, done: () => boolean | Promise<boolean>, timeoutMs: number) {
  const started = Date.now();
  while (!(await done())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const smtp = new TestSmtpServer();
  const smtpUrl = await smtp.start();
  const name = `neighbourly_failover_${process.pid}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const env = {
    DATABASE_URL: url.toString(),
    SMTP_URL: smtpUrl,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    APP_SECRET: 'failover-secret-that-is-long-enough-for-hmac-keys',
    PUBLIC_URL: 'http://failover.test',
    JOBS_POLL_MS: '200',
  };
  // The instance that survives: built first (it migrates the database), running no jobs yet.
  const survivor = await buildApp(loadConfig({ ...env, JOBS_ENABLED: 'false' }), { logger: false });
  const db = survivor.deps.db;
  try {
    await insertUser(db, { login: 'failover', passwordHash: null });
    const at = new Date().toISOString();
    await db
      .insertInto('email_addresses')
      .values({ user_id: 'failover', email: RECIPIENT, verified_at: at, updated_at: at })
      .execute();
    for (let i = 0; i < EMAILS; i++) {
      const payload = { userId: 'failover', kind: 'newRequest', text: `Request ${i}`, link: '/' };
      await enqueue(db, { type: 'email', key: `failover:${i}`, payload });
    }

    // The victim: a real server process that starts sending as soon as it is up.
    const victim = spawn(process.execPath, ['apps/server/src/main.ts'], {
      cwd: root,
      env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', JOBS_ENABLED: 'true' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await until('the first emails', () => smtp.received.length >= KILL_AFTER, 120_000);
    victim.kill(SIGNAL);
    const killedAt = Date.now();
    // A graceful stop hands back what it held before it exits.
    if (SIGNAL === 'SIGTERM') await new Promise((resolve) => victim.once('exit', resolve));
    const sentBefore = smtp.received.length;
    const held = await db
      .selectFrom('jobs')
      .select('id')
      .where('done_at', 'is', null)
      .where('locked_until', '>', new Date(killedAt).toISOString())
      .execute();
    console.log(
      `stopped (${SIGNAL}) the sending instance after ${sentBefore} of ${EMAILS} emails; it holds ${held.length} more`,
    );

    survivor.jobs.start();
    const distinct = () => new Set(smtp.received.map((m) => m.parsed.messageId)).size;
    let reported = 0;
    await until(
      'every email',
      () => {
        const seconds = Math.floor((Date.now() - killedAt) / 10_000) * 10;
        if (seconds > reported) {
          reported = seconds;
          console.log(`  ${seconds} s after the ${SIGNAL}: ${distinct()} of ${EMAILS} sent`);
        }
        return distinct() >= EMAILS;
      },
      15 * 60_000,
    );
    const seconds = (Date.now() - killedAt) / 1000;
    const twice = smtp.received.length - distinct();
    if (held.length > 0) {
      const heldDone = await db
        .selectFrom('jobs')
        .select('done_at')
        .where(
          'id',
          'in',
          held.map((job) => job.id),
        )
        .execute();
      const last = Math.max(...heldDone.map((job) => Date.parse(job.done_at ?? '')));
      console.log(
        `the ${held.length} it held were sent by ${((last - killedAt) / 1000).toFixed(1)} s after it`,
      );
    }
    console.log(
      `every email sent ${seconds.toFixed(1)} s after the ${SIGNAL} (${twice} sent twice: accepted, then the instance died before recording it)`,
    );
  } finally {
    await survivor.close();
    await smtp.stop();
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
