/**
 * What the shutdown tests (issue #32) share: a fresh database (a PostgreSQL database of its own,
 * or a SQLite file) with a signed-in writer, a group and an event to comment on, a person with a
 * verified address to email, an app in the test process to set it up and look into it
 * afterwards (it runs no jobs), and the load the tests drive at a real server process.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, COOKIE_NAMES } from '@neighbourly/shared';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { enqueue } from '../jobs/queue.ts';
import type { TestClient } from '../test/client.ts';
import { createEvent, createGroup, createUser, eventBody, signedInClient } from '../test/factories.ts';
import type { RequestSpec } from '../test/http-load.ts';
import { cookieHeader } from '../test/sse.ts';
import { throwawayDatabase } from '../test/throwaway-database.ts';

export interface Fixture {
  /** The environment of a server process on this database. */
  env: Record<string, string>;
  app: FastifyInstance;
  writer: TestClient;
  groupId: string;
  eventId: number;
  /** Has a verified address: the email jobs go to it. */
  recipient: string;
  close(): Promise<void>;
}

const SHARED_ENV = {
  APP_SECRET: 'test-secret-that-is-long-enough-for-hmac-keys',
  PUBLIC_URL: 'http://shutdown.test',
  SEED_DEMO: 'false',
  FEDERATION_ENABLED: 'false',
};

async function freshDatabase(
  dialect: 'sqlite' | 'postgres',
  dir: string,
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    return { env: { SQLITE_FILE: path.join(dir, 'db.sqlite') }, drop: async () => undefined };
  }
  const database = await throwawayDatabase('neighbourly_shutdown');
  return { env: { DATABASE_URL: database.url.toString() }, drop: database.drop };
}

export async function createFixture(dialect: 'sqlite' | 'postgres', smtpUrl: string): Promise<Fixture> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'neighbourly-shutdown-'));
  const database = await freshDatabase(dialect, dir);
  const env = { ...SHARED_ENV, ...database.env, UPLOAD_DIR: path.join(dir, 'uploads'), SMTP_URL: smtpUrl };
  const app = await buildApp(loadConfig({ ...env, JOBS_ENABLED: 'false', LOG_LEVEL: 'silent' }), {
    logger: false,
  });
  const { client: writer } = await signedInClient(app);
  const { id: groupId } = await createGroup(app, { owner: writer });
  const eventId = await createEvent(writer, groupId);
  const { login: recipient } = await createUser(app);
  const at = new Date().toISOString();
  await app.deps.db
    .insertInto('email_addresses')
    .values({ user_id: recipient, email: `${recipient}@example.test`, verified_at: at, updated_at: at })
    .execute();
  return {
    env,
    app,
    writer,
    groupId,
    eventId,
    recipient,
    async close() {
      await app.close();
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Queues `count` emails to the recipient, numbered from `from`; each one's Message-ID comes from its key. */
export async function queueEmails(fixture: Fixture, from: number, count: number): Promise<void> {
  await Promise.all(
    Array.from({ length: count }, (_, k) =>
      enqueue(fixture.app.deps.db, {
        type: 'email',
        key: `shutdown:${from + k}`,
        payload: { userId: fixture.recipient, kind: 'newRequest', text: `Request ${from + k}`, link: '/' },
      }),
    ),
  );
}

/** The paths of the load (its requests are counted in the server's log). */
export const LOAD_PATHS = [API_PATHS.eventComments, API_PATHS.events];

/**
 * The load: `(worker, n) => request`. Worker 0 creates events (at most `maxEvents`, under the
 * daily allowance, then comments), workers 1–3 comment, the others read comments and events.
 */
export function loadOf(fixture: Fixture, maxEvents = 40): (worker: number, n: number) => RequestSpec {
  const { groupId, eventId, writer } = fixture;
  const headers = {
    cookie: cookieHeader(writer),
    'x-xsrf-token': writer.cookies.get(COOKIE_NAMES.xsrf) ?? '',
  };
  let events = 0;
  return (worker, n) => {
    if (worker === 0 && events < maxEvents) {
      events++;
      return {
        method: 'POST',
        path: API_PATHS.events,
        headers,
        json: eventBody(groupId, { name: `Load ${n}` }),
      };
    }
    if (worker <= 3) {
      const json = { groupId, eventId, comment: `load ${n}` };
      return { method: 'POST', path: API_PATHS.eventComments, headers, json };
    }
    const query = `groupId=${groupId}&eventId=${eventId}&showFutureEvents=true&limit=5`;
    const path = worker % 2 === 0 ? API_PATHS.eventCommentsForEvent : API_PATHS.eventsForGroup;
    return { method: 'GET', path: `${path}?${query}`, headers };
  };
}
