/**
 * Who may call the routes of trust and safety (issue #27): each role (visitor, member, owner,
 * host, moderator, admin, suspended, banned) against each route, on SQLite and PostgreSQL, as
 * one table of expected statuses. The roles are people of one public group: its owner, a host
 * (a member made HOST who hosts an event), a plain member, someone the owner banned, and site
 * moderators and an admin from the command line; the suspended person's session ended with the
 * suspension. Later issues' routes have their rows too (#28 places, #32 readiness and data export).
 * A refused call changes nothing: the allowed one after it still does its work.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type ReportSubject } from '@neighbourly/shared';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import { createEvent, createGroup, memberOfGroup, signedInClient } from '../../test/factories.ts';
import { setSiteRole } from './index.ts';

const ROLES = ['visitor', 'member', 'owner', 'host', 'moderator', 'admin', 'suspended', 'banned'] as const;
type Role = (typeof ROLES)[number];

let t: TestApp;
let clients: Record<Role, TestClient>;
let groupId: string;
let target: string;
let reported: ReportSubject;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_REPORTS_PER_HOUR: '1000' });
  const owner = await signedInClient(t.app);
  ({ id: groupId } = await createGroup(t.app, { owner: owner.client }));
  const join = () => memberOfGroup(t.app, groupId, owner.client);
  const [member, host, banned, suspended, bannable] = [
    await join(),
    await join(),
    await join(),
    await join(),
    await join(),
  ];
  expect(
    (await owner.client.put(API_PATHS.groupMembers, { groupId, userId: host.user.login, role: 'HOST' }))
      .statusCode,
  ).toBe(200);
  await createEvent(host.client, groupId);
  const moderator = await signedInClient(t.app);
  const admin = await signedInClient(t.app);
  await setSiteRole(t.app.deps.db, moderator.user.login, 'MODERATOR');
  await setSiteRole(t.app.deps.db, admin.user.login, 'ADMIN');
  expect(
    (await owner.client.post(API_PATHS.groupBans, { groupId, userId: banned.user.login })).statusCode,
  ).toBe(201);
  const suspendedClient = suspended.client;
  const suspend = await admin.client.post(API_PATHS.moderationActions, {
    subject: { type: 'USER', userId: suspended.user.login },
    action: 'SUSPEND',
    reason: 'Spam everywhere',
  });
  expect(suspend.statusCode).toBe(200);
  target = bannable.user.login;
  // Something reported, for the queue and a DISMISS to act on.
  reported = { type: 'USER', userId: target };
  expect(
    (await member.client.post(API_PATHS.reports, { subject: reported, reason: 'SPAM' })).statusCode,
  ).toBe(201);
  clients = {
    visitor: new TestClient(t.app),
    member: member.client,
    owner: owner.client,
    host: host.client,
    moderator: moderator.client,
    admin: admin.client,
    suspended: suspendedClient,
    banned: banned.client,
  };
});
afterAll(async () => t.close());

interface Route {
  name: string;
  call: (client: TestClient) => Promise<{ statusCode: number }>;
  expect: Record<Role, number>;
  /** The roles that succeed go last, so the refused calls come before the state changes. */
  order?: readonly Role[];
}

const everyone = (status: number, but: Partial<Record<Role, number>>) =>
  Object.fromEntries(ROLES.map((role) => [role, but[role] ?? status])) as Record<Role, number>;

const ROUTES: Route[] = [
  {
    name: 'POST /reports (the group)',
    call: (c) => c.post(API_PATHS.reports, { subject: { type: 'GROUP', groupId }, reason: 'SPAM' }),
    // Its owner may not report their own group; a banned person still sees a public group.
    expect: everyone(201, { visitor: 401, suspended: 401, owner: 409 }),
  },
  {
    name: 'GET /moderation/reports',
    call: (c) => c.get(`${API_PATHS.moderationReports}?status=OPEN`),
    expect: everyone(403, { visitor: 401, suspended: 401, moderator: 200, admin: 200 }),
  },
  {
    name: 'GET /moderation/log',
    call: (c) => c.get(API_PATHS.moderationLog),
    expect: everyone(403, { visitor: 401, suspended: 401, moderator: 200, admin: 200 }),
  },
  {
    name: 'POST /moderation/actions (DISMISS)',
    call: (c) =>
      c.post(API_PATHS.moderationActions, { subject: reported, action: 'DISMISS', reason: 'Fine' }),
    expect: everyone(403, { visitor: 401, suspended: 401, moderator: 200, admin: 200 }),
  },
  {
    name: 'POST /groupBans',
    call: (c) => c.post(API_PATHS.groupBans, { groupId, userId: target }),
    expect: everyone(403, { visitor: 401, suspended: 401, owner: 201 }),
    order: ['visitor', 'member', 'host', 'moderator', 'admin', 'suspended', 'banned', 'owner'],
  },
  {
    name: 'GET /groupBans',
    call: (c) => c.get(`${API_PATHS.groupBans}?groupId=${groupId}`),
    expect: everyone(403, { visitor: 401, suspended: 401, owner: 200 }),
  },
  {
    name: 'GET /groupBans/self',
    call: (c) => c.get(`${API_PATHS.groupBansSelf}?groupId=${groupId}`),
    expect: everyone(200, { visitor: 401, suspended: 401 }),
  },
  {
    name: 'DELETE /groupBans',
    call: (c) => c.delete(`${API_PATHS.groupBans}?groupId=${groupId}&userId=${target}`),
    expect: everyone(403, { visitor: 401, suspended: 401, owner: 200 }),
    order: ['visitor', 'member', 'host', 'moderator', 'admin', 'suspended', 'banned', 'owner'],
  },
  // Issue #28. Who gets an event's meeting link is formats.test.ts's table (attendee, waitlisted,
  // member, host, owner, another person, visitor).
  {
    name: 'GET /places',
    call: (c) => c.get(API_PATHS.places),
    expect: everyone(200, {}),
  },
  {
    name: 'GET /places/search (no geocoder set here)',
    call: (c) => c.get(`${API_PATHS.placeSearch}?q=Main%20Street`),
    expect: everyone(404, { visitor: 401, suspended: 401 }),
  },
  // Issue #32. That a person never gets another's export is account-export.test.ts's (404 for
  // another's id) and export-privacy.test.ts's; /metrics is the operator's token, metrics.test.ts.
  {
    name: 'GET /readyz',
    call: (c) => c.get(API_PATHS.ready),
    expect: everyone(200, {}),
  },
  {
    name: 'GET /account/export/download (before asking: none)',
    call: (c) => c.get(API_PATHS.accountExportDownload),
    expect: everyone(404, { visitor: 401, suspended: 401 }),
  },
  {
    name: 'POST /account/export',
    call: (c) => c.post(API_PATHS.accountExport, {}),
    expect: everyone(200, { visitor: 401, suspended: 401 }),
  },
  {
    name: 'GET /account/export',
    call: (c) => c.get(API_PATHS.accountExport),
    expect: everyone(200, { visitor: 401, suspended: 401 }),
  },
];

describe('who may call the routes of trust and safety', () => {
  for (const route of ROUTES) {
    it(route.name, async () => {
      const got: Partial<Record<Role, number>> = {};
      for (const role of route.order ?? ROLES) got[role] = (await route.call(clients[role])).statusCode;
      expect(got).toEqual(route.expect);
    });
  }
});
