/**
 * Images where every instance sees them: in the database on PostgreSQL, so an avatar uploaded
 * through one instance is served, with the same ETag and 304, by another; and the database
 * storage works on SQLite too when chosen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@neighbourly/shared';
import { buildTestApp, TEST_DIALECT, type TestApp } from '../test/app.ts';
import { TestClient } from '../test/client.ts';
import { fileUpload, makeImage, signedInClient } from '../test/factories.ts';

async function uploadAvatar(client: TestClient, userId: string) {
  const file = fileUpload('avatar', await makeImage('png', 200, 200), 'me.png', 'image/png');
  const response = await client.post(`${API_PATHS.avatarImage}?userId=${userId}`, file.body, {
    headers: file.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe.skipIf(TEST_DIALECT !== 'postgres')('images on two instances of one PostgreSQL database', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await buildTestApp();
    second = await buildTestApp({}, { schema: first.schema });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('serves through B, with its ETag and 304, what was uploaded through A; deleted through B, gone on A', async () => {
    const { client, user } = await signedInClient(first.app);
    await uploadAvatar(client, user.login);
    const url = `${API_PATHS.avatarImage}?userId=${user.login}`;
    const onFirst = await new TestClient(first.app).get(url);
    const onSecond = await new TestClient(second.app).get(url);
    expect(onSecond.statusCode).toBe(200);
    expect(onSecond.headers['content-type']).toBe(onFirst.headers['content-type']);
    expect(onSecond.rawPayload.equals(onFirst.rawPayload)).toBe(true);
    expect(onSecond.headers.etag).toBe(onFirst.headers.etag);
    const again = await new TestClient(second.app).get(url, {
      headers: { 'if-none-match': String(onFirst.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const signedInOnSecond = new TestClient(second.app);
    await signedInOnSecond.signIn(user.login, user.password);
    expect((await signedInOnSecond.delete(url)).statusCode).toBe(200);
    expect((await new TestClient(first.app).get(url)).statusCode).toBe(404);
  });
});

describe('IMAGE_STORAGE=database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ IMAGE_STORAGE: 'database' });
  });
  afterAll(async () => t?.close());

  it('stores and serves the bytes from the database, whichever the database', async () => {
    const { client, user } = await signedInClient(t.app);
    await uploadAvatar(client, user.login);
    const blobs = await t.app.deps.db.selectFrom('image_blobs').select('key').execute();
    expect(blobs.length).toBeGreaterThan(0);
    const served = await new TestClient(t.app).get(`${API_PATHS.avatarImage}?userId=${user.login}`);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.length).toBeGreaterThan(100);
  });
});
