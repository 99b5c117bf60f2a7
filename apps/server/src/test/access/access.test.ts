/**
 * Who may call what (issue #33): every route of the OpenAPI document × every role, with the
 * status each must get, walked on the database under test. A route without a row fails here,
 * and so does a row whose route has gone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TABLE } from './rows/index.ts';
import { ROLES, buildWorld, type Role, type World } from './world.ts';

let w: World;
beforeAll(async () => {
  w = await buildWorld();
});
afterAll(async () => w.t.close());

/** 'GET /api/public/v1/events', … for every route the document describes. */
function documentedRoutes(): string[] {
  const doc = w.t.app.swagger() as { paths?: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths ?? {}).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

describe('who may call what', () => {
  it('has a row for every route of the OpenAPI document, and none for a route it lacks', () => {
    const documented = new Set(documentedRoutes());
    expect(documented.size).toBeGreaterThan(0);
    const tabled = new Set(ACCESS_TABLE.map((row) => row.route));
    const without = [...documented].filter((route) => !tabled.has(route)).map((r) => `no row: ${r}`);
    const stale = [...tabled]
      .filter((route) => !documented.has(route))
      .map((r) => `not in the document: ${r}`);
    expect([...without, ...stale]).toEqual([]);
  });

  for (const row of ACCESS_TABLE) {
    it(`${row.route}${row.case ? ` (${row.case})` : ''}`, async () => {
      const got: Partial<Record<Role, number>> = {};
      for (const role of row.order ?? ROLES)
        got[role] = (await row.call(w.clients[role], w, role)).statusCode;
      expect(got).toEqual(row.expect);
    });
  }
});
