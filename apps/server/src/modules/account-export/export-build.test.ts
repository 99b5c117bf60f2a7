/**
 * Building a data export when things overlap or break (issue #32): the same build run twice at
 * once (a lease lost, or handed back by a stopping instance while its run went on), a storage
 * that wrote the ZIP but failed to say so, an account deleted while its ZIP is being written.
 */
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type AccountExport } from '@neighbourly/shared';
import type { JobRow } from '../../jobs/queue.repository.ts';
import type { JobHandler, JobRunner } from '../../jobs/runner.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import type { TestClient } from '../../test/client.ts';
import { signedInClient } from '../../test/factories.ts';
import { pruneExports, registerAccountExportJobs } from './account-export.jobs.ts';
import { BUILD_EXPORT_JOB } from './account-export.service.ts';

let t: TestApp;
let build: JobHandler;
beforeAll(async () => {
  t = await buildTestApp();
  // The build job's handler itself, to run it as two instances would.
  const handlers = new Map<string, JobHandler>();
  registerAccountExportJobs(
    { handle: (type: string, handler: JobHandler) => handlers.set(type, handler) } as unknown as JobRunner,
    t.app.deps,
  );
  build = handlers.get(BUILD_EXPORT_JOB)!;
});
afterAll(async () => t.close());

const firstAttempt = { attempts: 1 } as JobRow;

const ask = async (client: TestClient) => {
  const response = await client.post(API_PATHS.accountExport);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().success.data as AccountExport;
};
const statusOf = async (client: TestClient) =>
  (await client.get(API_PATHS.accountExport)).json().success.data as AccountExport;

/**
 * Holds the first write to storage until `release` is called; `reached` resolves once it is
 * held. Every key written is in `keys`.
 */
function holdFirstWrite() {
  const storage = t.app.deps.storage;
  const put = storage.put.bind(storage);
  const keys: string[] = [];
  let reachedIt!: () => void;
  let release!: () => void;
  const reached = new Promise<void>((resolve) => (reachedIt = resolve));
  const gate = new Promise<void>((resolve) => (release = resolve));
  storage.put = async (key, data) => {
    keys.push(key);
    if (keys.length === 1) {
      reachedIt();
      await gate;
    }
    return put(key, data);
  };
  return { keys, reached, release, restore: () => (storage.put = put) };
}

describe('one build run twice at once', () => {
  it('leaves its ZIP downloadable, and tells the person once', async () => {
    const { client } = await signedInClient(t.app);
    const asked = await ask(client);
    const held = holdFirstWrite();
    try {
      const first = build({ exportId: asked.id }, firstAttempt);
      await held.reached;
      // The second run finishes while the first is still writing.
      await build({ exportId: asked.id }, firstAttempt);
      held.release();
      await first;
    } finally {
      held.restore();
    }
    const ready = await statusOf(client);
    expect(ready).toMatchObject({ status: 'ready', id: asked.id });
    const download = await client.get(ready.downloadUrl!);
    expect(download.statusCode, download.body).toBe(200);
    expect(unzipSync(new Uint8Array(download.rawPayload))['index.html']).toBeDefined();
    const notices = (await client.get(API_PATHS.notifications)).json().success.data.items as {
      kind: string;
    }[];
    expect(notices.filter((n) => n.kind === 'dataExportReady')).toHaveLength(1);
    // Only the ZIP the export names is kept.
    const kept = await Promise.all(held.keys.map((key) => t.app.deps.storage.get(key)));
    expect(kept.filter((data) => data !== null)).toHaveLength(1);
  });
});

describe('a storage that wrote the ZIP but answered with an error', () => {
  it('keeps no ZIP once the export is marked failed', async () => {
    const { client } = await signedInClient(t.app);
    const storage = t.app.deps.storage;
    const put = storage.put.bind(storage);
    const keys: string[] = [];
    storage.put = async (key, data) => {
      keys.push(key);
      await put(key, data);
      throw new Error('Timed out waiting for the storage to answer');
    };
    let asked: AccountExport;
    try {
      asked = await ask(client);
      for (let attempt = 1; attempt <= 3; attempt++) {
        await t.app.deps.db
          .updateTable('jobs')
          .set({ run_at: new Date(Date.now() - 1000).toISOString() })
          .where('key', '=', `${BUILD_EXPORT_JOB}:${asked.id}`)
          .execute();
        await t.app.jobs.runDue();
      }
    } finally {
      storage.put = put;
    }
    expect(await statusOf(client)).toMatchObject({ status: 'failed', id: asked.id });
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(await storage.get(key), key).toBeNull();
  });
});

describe('an account deleted while its ZIP is written', () => {
  it('leaves no ZIP behind', async () => {
    const { client, user } = await signedInClient(t.app);
    const asked = await ask(client);
    const held = holdFirstWrite();
    try {
      const running = build({ exportId: asked.id }, firstAttempt);
      await held.reached;
      expect((await client.delete(`${API_PATHS.users}?id=${user.login}`)).statusCode).toBe(200);
      held.release();
      await running;
    } finally {
      held.restore();
    }
    expect(held.keys).toHaveLength(1);
    expect(await t.app.deps.storage.get(held.keys[0]!)).toBeNull();
  });
});

describe('a build that never ends', () => {
  it('is marked failed when claimed again after its last attempt (its runs died), and may be asked again', async () => {
    const { client } = await signedInClient(t.app);
    const asked = await ask(client);
    // Three runs were claimed and the process died in each: the fourth claim.
    await expect(build({ exportId: asked.id }, { attempts: 4 } as JobRow)).rejects.toThrow();
    expect(await statusOf(client)).toMatchObject({ status: 'failed', id: asked.id });
    const again = await ask(client);
    expect(again).toMatchObject({ status: 'building' });
    expect(again.id).not.toBe(asked.id);
  });

  it('is marked failed by the prune a day after it was asked for, and may be asked again', async () => {
    const { client } = await signedInClient(t.app);
    const asked = await ask(client);
    // Its job was given up (or lost) without an outcome.
    await t.app.deps.db.deleteFrom('jobs').where('key', '=', `${BUILD_EXPORT_JOB}:${asked.id}`).execute();
    await pruneExports(t.app.deps);
    expect(await statusOf(client)).toMatchObject({ status: 'building', id: asked.id });
    await t.app.deps.db
      .updateTable('account_exports')
      .set({ created_at: new Date(Date.now() - 25 * 3_600_000).toISOString() })
      .where('id', '=', asked.id!)
      .execute();
    await pruneExports(t.app.deps);
    expect(await statusOf(client)).toMatchObject({ status: 'failed', id: asked.id });
    const again = await ask(client);
    expect(again.id).not.toBe(asked.id);
    await t.app.jobs.runDue();
    expect(await statusOf(client)).toMatchObject({ status: 'ready', id: again.id });
  });
});
