import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { API_PATHS, MESSAGES } from '@neighbourly/shared';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import { createGroup, fileUpload, makeImage, pngDeclaring, signedInClient } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const db = () => t.app.deps.db;
const groupRow = (id: string) =>
  db().selectFrom('groups').selectAll().where('id', '=', id).executeTakeFirst();
const countGroups = async () => (await db().selectFrom('groups').select('id').execute()).length;
const newGroupBody = (id: string, extra: object = {}) => ({
  id,
  name: 'Kitsilano Runners',
  description: 'Easy runs along the beach.\nEvery Saturday.',
  tags: ['running', 'kitsilano'],
  ...extra,
});
let seq = 0;
const freshId = () => `grp_${Date.now().toString(36)}_${seq++}`;

/** A member (joined through the API) of the given public group. */
async function memberOf(groupId: string) {
  const { client, user } = await signedInClient(t.app);
  const joined = await client.post(API_PATHS.groupMembers, { groupId, userId: user.login });
  expect(joined.statusCode).toBe(201);
  return client;
}

describe('GET /groups/exists', () => {
  it('is true for a taken id and for one that breaks the rule, false for a free one', async () => {
    const { id } = await createGroup(t.app);
    const client = new TestClient(t.app);
    const exists = async (value: string) =>
      (await client.get(`${API_PATHS.groupExists}?id=${encodeURIComponent(value)}`)).json().success.data;
    expect(await exists(id)).toBe(true);
    expect(await exists(freshId())).toBe(false);
    expect(await exists('Has Capitals')).toBe(true);
  });
});

describe('POST /groups', () => {
  it('refuses a visitor and creates nothing', async () => {
    const before = await countGroups();
    const response = await new TestClient(t.app).post(API_PATHS.groups, newGroupBody(freshId()));
    expect(response.statusCode).toBe(401);
    expect(await countGroups()).toBe(before);
  });

  it('creates the group with the caller as OWNER member, in their city', async () => {
    const { client, user } = await signedInClient(t.app, { name: 'Priya' });
    const id = freshId();
    const response = await client.post(API_PATHS.groups, newGroupBody(id, { type: 'PRIVATE' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().success.data).toEqual({
      id,
      name: 'Kitsilano Runners',
      description: 'Easy runs along the beach.\nEvery Saturday.',
      owner: { id: user.login, name: 'Priya' },
      tags: ['kitsilano', 'running'],
      type: 'PRIVATE',
      location: { city: 'Vancouver', state: 'BC', country: 'Canada' },
      membersCount: 1,
      hasLogo: false,
      homePlace: null,
      // Its handle starts as its id; a private group does not federate (issue #30).
      handle: id,
      fediverse: null,
    });
    const members = await db().selectFrom('group_members').selectAll().where('group_id', '=', id).execute();
    expect(members.map((m) => [m.user_id, m.role])).toEqual([[user.login, 'OWNER']]);
  });

  it('allows one free group per user, and more once an admin raises the allowance', async () => {
    const { client, user } = await signedInClient(t.app);
    expect((await client.post(API_PATHS.groups, newGroupBody(freshId()))).statusCode).toBe(201);
    const second = await client.post(API_PATHS.groups, newGroupBody(freshId()));
    expect(second.statusCode).toBe(403);
    expect(second.json().error).toEqual({
      code: 'GROUP_LIMIT_EXCEEDED',
      message: 'Failed to create group. Limit of groups per user is exceeded.',
    });
    await db().updateTable('users').set({ group_allowance: 2 }).where('id', '=', user.login).execute();
    expect((await client.post(API_PATHS.groups, newGroupBody(freshId()))).statusCode).toBe(201);
  });

  it('lets only one of two racing creates by the same person through', async () => {
    const { client } = await signedInClient(t.app);
    const responses = await Promise.all(
      [1, 2, 3].map(() => client.post(API_PATHS.groups, newGroupBody(freshId()))),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 403, 403]);
  });

  it('refuses a taken id, also when two people race for it', async () => {
    const { id } = await createGroup(t.app);
    const { client } = await signedInClient(t.app);
    const taken = await client.post(API_PATHS.groups, newGroupBody(id));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toEqual({ code: 'GROUP_ID_TAKEN', message: MESSAGES.groupIdTaken });

    const raced = freshId();
    const racers = await Promise.all([signedInClient(t.app), signedInClient(t.app)]);
    const responses = await Promise.all(
      racers.map(({ client: c }) => c.post(API_PATHS.groups, newGroupBody(raced))),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses to make someone else the owner', async () => {
    const other = await signedInClient(t.app);
    const { client } = await signedInClient(t.app);
    const id = freshId();
    const response = await client.post(API_PATHS.groups, newGroupBody(id, { owner: other.user.login }));
    expect(response.statusCode).toBe(403);
    expect(await groupRow(id)).toBeUndefined();
  });

  it.each([
    ['an id with capitals', { id: 'Runners' }, MESSAGES.groupId],
    ['an id with spaces', { id: 'kits runners' }, MESSAGES.groupId],
    ['an id of 31 characters', { id: 'r'.repeat(31) }, MESSAGES.groupId],
    ['an empty name', { name: '' }, MESSAGES.groupName],
    ['a name starting with a space', { name: ' Runners' }, MESSAGES.groupName],
    ['a name of 101 characters', { name: 'n'.repeat(101) }, MESSAGES.groupName],
    ['a description of 1001 characters', { description: 'd'.repeat(1001) }, MESSAGES.groupDescription],
    ['an empty description', { description: '' }, MESSAGES.groupDescription],
    ['a tag with a space', { tags: ['two words'] }, MESSAGES.tag],
    [
      'tags over 100 characters',
      { tags: Array.from({ length: 10 }, (_, i) => `tag${i}`.padEnd(12, 'x')) },
      MESSAGES.tags,
    ],
    ['an unknown type', { type: 'SECRET' }, 'type'],
  ])('refuses %s with a clear message and stores nothing', async (_why, change, message) => {
    const { client } = await signedInClient(t.app);
    const before = await countGroups();
    const response = await client.post(API_PATHS.groups, { ...newGroupBody(freshId()), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
    expect(await countGroups()).toBe(before);
  });
});

describe('GET /groups', () => {
  it('shows any group to visitors, and answers 404 for an unknown one', async () => {
    const { id } = await createGroup(t.app, { type: 'PRIVATE' });
    const visitor = new TestClient(t.app);
    const response = await visitor.get(`${API_PATHS.groups}?id=${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().success.data).toMatchObject({ id, type: 'PRIVATE', membersCount: 1 });
    expect((await visitor.get(`${API_PATHS.groups}?id=${freshId()}`)).statusCode).toBe(404);
    expect((await visitor.get(`${API_PATHS.groups}?id=Bad%20Id`)).statusCode).toBe(400);
  });
});

describe('PUT /groups', () => {
  const update = (id: string, extra: object = {}) => ({
    id,
    name: 'Renamed',
    description: 'New words',
    type: 'PRIVATE',
    tags: ['new'],
    ...extra,
  });

  it('refuses visitor, non-member and member, changing nothing', async () => {
    const { id } = await createGroup(t.app);
    const member = await memberOf(id);
    const stranger = (await signedInClient(t.app)).client;
    const expected: [TestClient, number][] = [
      [new TestClient(t.app), 401],
      [stranger, 403],
      [member, 403],
    ];
    for (const [client, status] of expected) {
      expect((await client.put(API_PATHS.groups, update(id))).statusCode).toBe(status);
    }
    expect((await groupRow(id))?.name).toBe(`Group ${id}`);
  });

  it('lets the owner change name, description, type and tags, but not the id or owner', async () => {
    const { id, owner } = await createGroup(t.app);
    const response = await owner.put(API_PATHS.groups, update(id));
    expect(response.statusCode).toBe(200);
    expect(response.json().success.data).toMatchObject({
      id,
      name: 'Renamed',
      description: 'New words',
      type: 'PRIVATE',
      tags: ['new'],
    });
    const other = await signedInClient(t.app);
    expect((await owner.put(API_PATHS.groups, update(id, { owner: other.user.login }))).statusCode).toBe(403);
    expect((await owner.put(API_PATHS.groups, update(freshId()))).statusCode).toBe(404);
  });

  it('refuses an empty or over-long name (1–100 here as everywhere), changing nothing', async () => {
    const { id, owner } = await createGroup(t.app);
    for (const name of ['', 'n'.repeat(101), ' lead']) {
      const response = await owner.put(API_PATHS.groups, update(id, { name }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain(MESSAGES.groupName);
    }
    expect((await groupRow(id))?.name).toBe(`Group ${id}`);
  });
});

describe('DELETE /groups', () => {
  it('refuses visitor, non-member and member', async () => {
    const { id } = await createGroup(t.app);
    const member = await memberOf(id);
    const expected: [TestClient, number][] = [
      [new TestClient(t.app), 401],
      [(await signedInClient(t.app)).client, 403],
      [member, 403],
    ];
    for (const [client, status] of expected) {
      expect((await client.delete(`${API_PATHS.groups}?id=${id}`)).statusCode).toBe(status);
    }
    expect(await groupRow(id)).toBeDefined();
  });

  it('lets the owner delete the group with its members, requests, tags and cover', async () => {
    const { id, owner } = await createGroup(t.app);
    await memberOf(id);
    const upload = fileUpload('file', await makeImage(), 'cover.png', 'image/png');
    expect(
      (await owner.post(`${API_PATHS.groupImage}?groupId=${id}`, upload.body, { headers: upload.headers }))
        .statusCode,
    ).toBe(200);
    const image = await db()
      .selectFrom('images')
      .selectAll()
      .where('owner_key', '=', id)
      .executeTakeFirstOrThrow();

    expect((await owner.delete(`${API_PATHS.groups}?id=${id}`)).statusCode).toBe(200);
    expect(await groupRow(id)).toBeUndefined();
    expect(await db().selectFrom('group_members').selectAll().where('group_id', '=', id).execute()).toEqual(
      [],
    );
    expect(await db().selectFrom('group_tags').selectAll().where('group_id', '=', id).execute()).toEqual([]);
    expect(await db().selectFrom('images').selectAll().where('owner_key', '=', id).execute()).toEqual([]);
    expect(await t.app.deps.storage.get(image.storage_key)).toBeNull();
    expect((await owner.get(`${API_PATHS.groups}?id=${id}`)).statusCode).toBe(404);
    // The owner's free group is free again.
    expect((await owner.post(API_PATHS.groups, newGroupBody(freshId()))).statusCode).toBe(201);
  });
});

describe('group cover: /images/group', () => {
  const post = (client: TestClient, id: string, upload: ReturnType<typeof fileUpload>) =>
    client.post(`${API_PATHS.groupImage}?groupId=${id}`, upload.body, { headers: upload.headers });

  it('refuses visitor, non-member and member, storing nothing', async () => {
    const { id } = await createGroup(t.app);
    const member = await memberOf(id);
    const upload = fileUpload('file', await makeImage(), 'cover.png', 'image/png');
    const expected: [TestClient, number][] = [
      [new TestClient(t.app), 401],
      [(await signedInClient(t.app)).client, 403],
      [member, 403],
    ];
    for (const [client, status] of expected) {
      expect((await post(client, id, upload)).statusCode).toBe(status);
      expect((await client.delete(`${API_PATHS.groupImage}?groupId=${id}`)).statusCode).toBe(status);
    }
    expect((await groupRow(id))?.has_logo).toBe(0);
  });

  it('stores a PNG, serves it with validators, replaces it with a JPEG, and deletes it', async () => {
    const { id, owner } = await createGroup(t.app);
    const visitor = new TestClient(t.app);
    expect((await visitor.get(`${API_PATHS.groupImage}?groupId=${id}`)).statusCode).toBe(404);

    expect(
      (await post(owner, id, fileUpload('file', await makeImage('png'), 'a.png', 'image/png'))).statusCode,
    ).toBe(200);
    expect((await visitor.get(`${API_PATHS.groups}?id=${id}`)).json().success.data.hasLogo).toBe(true);
    const first = await visitor.get(`${API_PATHS.groupImage}?groupId=${id}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(
      (await visitor.get(`${API_PATHS.groupImage}?groupId=${id}`, { headers: { 'if-none-match': etag } }))
        .statusCode,
    ).toBe(304);

    expect(
      (await post(owner, id, fileUpload('file', await makeImage('jpeg'), 'b.jpg', 'image/jpeg'))).statusCode,
    ).toBe(200);
    const second = await visitor.get(`${API_PATHS.groupImage}?groupId=${id}`);
    expect(second.headers['content-type']).toBe('image/jpeg');
    expect(second.headers.etag).not.toBe(etag);
    expect(await db().selectFrom('images').selectAll().where('owner_key', '=', id).execute()).toHaveLength(1);

    expect((await owner.delete(`${API_PATHS.groupImage}?groupId=${id}`)).statusCode).toBe(200);
    expect((await visitor.get(`${API_PATHS.groupImage}?groupId=${id}`)).statusCode).toBe(404);
    expect((await visitor.get(`${API_PATHS.groups}?id=${id}`)).json().success.data.hasLogo).toBe(false);
    expect((await owner.delete(`${API_PATHS.groupImage}?groupId=${id}`)).statusCode).toBe(404);
  });

  it('shrinks large images and strips their metadata', async () => {
    const { id, owner } = await createGroup(t.app);
    const big = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#369' } })
      .withExif({ IFD0: { Copyright: 'secret camera owner' } })
      .jpeg()
      .toBuffer();
    expect((await post(owner, id, fileUpload('file', big, 'big.jpg', 'image/jpeg'))).statusCode).toBe(200);
    const served = (await owner.get(`${API_PATHS.groupImage}?groupId=${id}`)).rawPayload;
    const metadata = await sharp(served).metadata();
    expect([metadata.width, metadata.height]).toEqual([1600, 1067]);
    expect(metadata.exif).toBeUndefined();
  });

  it.each([
    [
      'a GIF',
      async () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
      'x.gif',
      415,
    ],
    ['a text file named .png', async () => Buffer.from('definitely not an image'), 'fake.png', 415],
    ['a truncated PNG', async () => (await makeImage('png', 200, 200)).subarray(0, 60), 'cut.png', 415],
    [
      'an image over 5 MB',
      async () => Buffer.concat([await makeImage('png'), Buffer.alloc(5 * 1024 * 1024 + 10, 1)]),
      'huge.png',
      413,
    ],
  ])('refuses %s and stores nothing', async (_why, make, filename, status) => {
    const { id, owner } = await createGroup(t.app);
    const response = await post(owner, id, fileUpload('file', await make(), filename, 'image/png'));
    expect(response.statusCode).toBe(status);
    expect(response.json().error.message).toBeTruthy();
    expect((await groupRow(id))?.has_logo).toBe(0);
    expect(await db().selectFrom('images').selectAll().where('owner_key', '=', id).execute()).toEqual([]);
  });

  it('refuses an image declaring over 40 megapixels before decoding it', async () => {
    const { id, owner } = await createGroup(t.app);
    const response = await post(
      owner,
      id,
      fileUpload('file', await pngDeclaring(16000, 16000), 'bomb.png', 'image/png'),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe(MESSAGES.imageTooLarge);
    expect((await groupRow(id))?.has_logo).toBe(0);
  });

  it('refuses an upload in another field or not as multipart', async () => {
    const { id, owner } = await createGroup(t.app);
    expect(
      (await post(owner, id, fileUpload('avatar', await makeImage(), 'a.png', 'image/png'))).statusCode,
    ).toBe(400);
    expect((await owner.post(`${API_PATHS.groupImage}?groupId=${id}`, { file: 'x' })).statusCode).toBe(415);
  });
});
