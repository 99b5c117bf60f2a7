/**
 * From the OpenAPI document to fuzz cases: each route's inputs (path, query, JSON body or
 * multipart form), valid base values from the seeded world, and the bad variants of them.
 */
import crypto from 'node:crypto';
import fc from 'fast-check';
import { API_PATHS, SIGN_IN_CSRF_FIELD } from '@neighbourly/shared';
import { arbitraryFor, anyText, type JsonSchema } from './arbitraries.ts';
import {
  ABSENT,
  BAD_CURSORS,
  BAD_FILES,
  CORE_VALUES,
  HEAVY_VALUES,
  MORE_VALUES,
  NASTY_QUERY_TOKENS,
  Raw,
  type BadFile,
} from './nasty.ts';
import { eventBody, type Role, type Scope } from './world.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteSpec {
  method: Method;
  /** As the document has it: `/oauth2/authorization/{provider}`. */
  path: string;
  key: string;
  pathParams: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  /** The JSON body's object schema, when the route takes one. */
  body?: JsonSchema;
  /** Multipart routes: their text fields, and the field that carries the file. */
  form?: { fields: Record<string, JsonSchema>; file?: string };
}

/** Multipart routes have no body schema in the document, only a description saying so. */
const SIGN_IN_FIELDS: Record<string, JsonSchema> = {
  username: { type: 'string', minLength: 1, maxLength: 30 },
  password: { type: 'string', minLength: 1, maxLength: 24 },
  [SIGN_IN_CSRF_FIELD]: { type: 'string' },
};

interface OpenApiOperation {
  description?: string;
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}

interface OpenApiDocument {
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** The schema with `$ref`s to the document's components replaced by what they name. */
function deref(schema: unknown, doc: OpenApiDocument, depth = 0): JsonSchema {
  if (typeof schema !== 'object' || schema === null || depth > 20) return (schema ?? {}) as JsonSchema;
  if (Array.isArray(schema)) return schema.map((s) => deref(s, doc, depth + 1)) as JsonSchema;
  const ref = (schema as { $ref?: unknown }).$ref;
  if (typeof ref === 'string') {
    const name = ref.replace('#/components/schemas/', '');
    const target = doc.components?.schemas?.[name];
    if (!target) throw new Error(`the document has no schema ${ref}`);
    return deref(target, doc, depth + 1);
  }
  return Object.fromEntries(
    Object.entries(schema).map(([k, v]) => [k, deref(v, doc, depth + 1)]),
  ) as JsonSchema;
}

export function routesOf(doc: OpenApiDocument): RouteSpec[] {
  const routes: RouteSpec[] = [];
  for (const [path, methods] of Object.entries(doc.paths ?? {})) {
    for (const [m, raw] of Object.entries(methods)) {
      const method = m.toUpperCase() as Method;
      const op = raw as OpenApiOperation;
      const params = op.parameters ?? [];
      const pick = (where: string) =>
        Object.fromEntries(params.filter((p) => p.in === where).map((p) => [p.name, deref(p.schema, doc)]));
      const route: RouteSpec = {
        method,
        path,
        key: `${method} ${path}`,
        pathParams: pick('path'),
        query: pick('query'),
      };
      const content = op.requestBody?.content ?? {};
      const json = content['application/json'];
      if (json) route.body = deref(json.schema, doc);
      const otherTypes = Object.keys(content).filter((t) => t !== 'application/json');
      if (otherTypes.length > 0)
        throw new Error(`${route.key}: body type ${otherTypes.join()} is not fuzzed yet`);
      if (op.description?.includes('multipart/form-data')) {
        const file = /field "(\w+)"/.exec(op.description)?.[1];
        if (path === API_PATHS.signIn) route.form = { fields: SIGN_IN_FIELDS };
        else if (file) route.form = { fields: {}, file };
        else throw new Error(`${route.key}: a multipart route the suite does not know how to fill`);
      }
      routes.push(route);
    }
  }
  return routes;
}

// ---- Inputs --------------------------------------------------------------------------------

export interface Input {
  pathParams: Record<string, unknown>;
  query: Record<string, unknown>;
  json?: Record<string, unknown>;
  form?: { fields: Record<string, unknown>; files: { field: string; file: BadFile }[] };
  /** A body sent as is, instead of json/form. */
  raw?: { payload: string | Buffer; contentType?: string };
  headers?: Record<string, string>;
  /** false: no X-XSRF-TOKEN header. */
  csrf?: boolean;
}

const fresh = (prefix: string) => `${prefix}_${crypto.randomBytes(4).toString('hex')}`;

/** Valid values for query parameters, by name; a route may override them below. */
const QUERY_BASE: Record<string, (s: Scope) => unknown> = {
  groupId: (s) => s.groupId,
  eventId: (s) => s.eventId,
  userId: (s) => s.selfId,
  limit: () => 2,
  cursor: () => ABSENT,
  showFutureEvents: () => 'true',
  onlyMyGroups: () => 'false',
  eventsFromMyGroups: () => 'false',
  searchTerm: () => 'Fuzz',
  tagsTerm: () => 'walking',
  // Issue #28's when/how/where filters: a week, a place and a distance, in person.
  from: () => '2027-01-04',
  to: () => '2027-01-10',
  near: () => ABSENT,
  place: () => 'kitsilano',
  withinKm: () => '5',
  format: () => 'IN_PERSON',
  login: () => 'free_login_name',
  // Not a Meetup origin: refused before any fetch, so no case ever reaches the internet.
  url: () => 'http://127.0.0.1:9/not-meetup',
  provider: () => 'oidc',
  returnTo: () => '/groups',
};

const patternExamples = new Map<string, string | undefined>();

/** A string that matches the pattern, when fast-check can make one (made once per pattern). */
function patternExample(pattern: string): string | undefined {
  if (!patternExamples.has(pattern)) {
    let example: string | undefined;
    try {
      example = fc.sample(fc.stringMatching(new RegExp(pattern, 'u')), { seed: 1, numRuns: 1 })[0];
    } catch {
      example = undefined;
    }
    patternExamples.set(pattern, example);
  }
  return patternExamples.get(pattern);
}

/**
 * For a parameter or body field the tables here do not name (a route added since): a valid
 * value made from its schema, so that the new route is fuzzed at once, if less deeply.
 */
function fallbackValue(name: string, schema: JsonSchema, scope: Scope): unknown {
  const known = QUERY_BASE[name];
  if (known) return known(scope);
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(typeof schema.minimum === 'number' ? schema.minimum : 0, 1);
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [
          key,
          fallbackValue(key, schema.properties?.[key] ?? {}, scope),
        ]),
      );
    default: {
      const matching = schema.pattern ? patternExample(schema.pattern) : undefined;
      return matching ?? 'Fuzz text'.slice(0, schema.maxLength ?? 100);
    }
  }
}

/**
 * Whom a role writes to: the owner to the member (they share both groups, so it is allowed), the
 * stranger to the member (they share none: refused), a visitor to the member (not signed in).
 */
const correspondentOf = (s: Scope) => (s.role === 'owner' ? s.world.member.id : s.otherId);

const QUERY_OVERRIDES: Record<string, (s: Scope) => Record<string, unknown>> = {
  [`GET ${API_PATHS.groupExists}`]: () => ({ id: 'free_group_id' }),
  [`GET ${API_PATHS.groups}`]: (s) => ({ id: s.groupId }),
  [`DELETE ${API_PATHS.groups}`]: (s) => ({ id: s.groupId }),
  [`GET ${API_PATHS.users}`]: (s) => ({ id: s.role === 'stranger' ? s.world.owner.id : s.selfId }),
  [`DELETE ${API_PATHS.users}`]: (s) => ({ id: s.selfId }),
  // The owner removes a member; the others try to remove someone.
  [`DELETE ${API_PATHS.groupMembers}`]: (s) => ({ groupId: s.groupId, userId: s.world.member.id }),
  [`GET ${API_PATHS.groupMembers}`]: (s) => ({ groupId: s.groupId, userId: s.world.member.id }),
  // The owner rejects the stranger's request; the stranger withdraws it.
  [`DELETE ${API_PATHS.membershipRequests}`]: (s) => ({
    groupId: s.world.privateGroup,
    userId: s.world.stranger.id,
  }),
  [`GET ${API_PATHS.membershipRequests}`]: (s) => ({ groupId: s.world.privateGroup }),
  [`GET ${API_PATHS.membershipRequestsForGroup}`]: (s) => ({ groupId: s.world.privateGroup, limit: 2 }),
  [`DELETE ${API_PATHS.eventParticipants}`]: (s) => ({
    groupId: s.world.publicGroup,
    eventId: s.world.publicEvent,
    userId: s.world.member.id,
  }),
  // The newest page; the cursors are fuzzed as any other field.
  [`GET ${API_PATHS.messages}`]: (s) => ({ userId: correspondentOf(s), timestamp: ABSENT, before: ABSENT }),
  [`DELETE ${API_PATHS.blocks}`]: (s) => ({ userId: correspondentOf(s) }),
};

/** Valid JSON bodies, route by route (a route not named here gets one made from its schema). */
const BODY_BASE: Record<string, (s: Scope) => Record<string, unknown>> = {
  [`POST ${API_PATHS.signUp}`]: (s) => ({
    login: fresh('fz'),
    password: 'Passw0rd!',
    recaptcha: s.world.captcha,
  }),
  [`POST ${API_PATHS.users}`]: (s) => ({
    id: s.selfId,
    name: 'Fuzz Person',
    hasAvatar: false,
    location: { city: 'Vancouver', state: 'BC', country: 'Canada' },
    homePlace: 'grandview-woodland',
  }),
  [`POST ${API_PATHS.updatePassword}`]: (s) => ({
    id: s.selfId,
    currentPassword: s.password,
    // The same password: a case that passes changes nothing that later cases rely on.
    newPassword: s.password,
  }),
  [`POST ${API_PATHS.groups}`]: () => ({
    id: fresh('fz_new'),
    name: 'Fuzz group',
    description: 'Made by the fuzz suite.',
    type: 'PUBLIC',
    tags: ['fuzz'],
    homePlace: 'kitsilano',
  }),
  [`PUT ${API_PATHS.groups}`]: (s) => ({
    id: s.groupId,
    name: `Group ${s.groupId}`,
    description: 'We meet every week.',
    type: s.groupId === s.world.privateGroup ? 'PRIVATE' : 'PUBLIC',
    tags: ['community'],
  }),
  [`POST ${API_PATHS.groupMembers}`]: (s) => ({ groupId: s.groupId, userId: s.selfId }),
  [`POST ${API_PATHS.membershipRequests}`]: (s) => ({ groupId: s.world.privateGroup, userId: s.selfId }),
  [`POST ${API_PATHS.membershipRequestApprove}`]: (s) => ({
    groupId: s.world.privateGroup,
    userId: s.world.stranger.id,
  }),
  [`POST ${API_PATHS.events}`]: (s) => eventBody(s),
  [`PUT ${API_PATHS.events}`]: (s) => ({
    ...eventBody(s),
    eventId: s.eventId,
    type: s.eventId === s.world.privateEvent ? 'PRIVATE' : 'PUBLIC',
  }),
  [`POST ${API_PATHS.eventParticipants}`]: (s) => ({
    groupId: s.groupId,
    eventId: s.eventId,
    userId: s.selfId,
  }),
  [`POST ${API_PATHS.eventComments}`]: (s) => ({
    groupId: s.groupId,
    eventId: s.eventId,
    comment: 'Fuzz comment',
  }),
  [`POST ${API_PATHS.conversations}`]: (s) => ({ id: correspondentOf(s) }),
  [`POST ${API_PATHS.messages}`]: (s) => ({ userId: correspondentOf(s), message: 'Fuzz message' }),
  [`POST ${API_PATHS.messagesRead}`]: (s) => ({ userId: correspondentOf(s) }),
  [`POST ${API_PATHS.blocks}`]: (s) => ({ userId: correspondentOf(s) }),
};

export function baseInput(route: RouteSpec, scope: Scope): Input {
  const query = QUERY_OVERRIDES[route.key]?.(scope) ?? {};
  for (const name of Object.keys(route.query)) {
    if (name in query) continue;
    query[name] = fallbackValue(name, route.query[name]!, scope);
  }
  const pathParams: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(route.pathParams))
    pathParams[name] = fallbackValue(name, schema, scope);
  const input: Input = { pathParams, query };
  if (route.body) {
    const known = BODY_BASE[route.key]?.(scope) ?? {};
    // Required fields the table does not know (yet) are filled from the schema.
    const missing = (route.body.required ?? []).filter((key) => !(key in known));
    input.json = {
      ...Object.fromEntries(
        missing.map((key) => [key, fallbackValue(key, route.body!.properties?.[key] ?? {}, scope)]),
      ),
      ...known,
    };
  }
  if (route.form) {
    const fields: Record<string, unknown> = {};
    if (route.path === API_PATHS.signIn) {
      fields.username = scope.selfId;
      fields.password = scope.password;
      fields[SIGN_IN_CSRF_FIELD] = scope.csrfToken();
    }
    const files = route.form.file
      ? [
          {
            field: route.form.file,
            file: { name: 'png', filename: 'ok.png', contentType: 'image/png', data: scope.world.png },
          },
        ]
      : [];
    input.form = { fields, files };
  }
  return input;
}

/** Valid values that name nothing: the id of a group, event or user that does not exist. */
const DECOYS: Record<string, unknown> = {
  id: 'fz_no_such_thing',
  groupId: 'fz_no_such_group',
  eventId: 2_147_483_000,
  userId: 'fz_no_such_user',
};

export function decoyInput(route: RouteSpec, scope: Scope): Input {
  const input = baseInput(route, scope);
  for (const name of Object.keys(input.query)) if (name in DECOYS) input.query[name] = DECOYS[name];
  return input;
}

// ---- Where a value can go ------------------------------------------------------------------

/** A place in an input: a path or query parameter, a (nested) body field, a form field. */
export interface Slot {
  where: 'path' | 'query' | 'json' | 'form';
  path: (string | number)[];
  schema: JsonSchema;
  label: string;
}

function bodySlots(schema: JsonSchema, prefix: (string | number)[], depth = 0): Slot[] {
  const slots: Slot[] = [];
  for (const [name, s] of Object.entries(schema.properties ?? {})) {
    const path = [...prefix, name];
    slots.push({ where: 'json', path, schema: s, label: `body.${path.join('.')}` });
    if (depth < 3 && s.type === 'object') slots.push(...bodySlots(s, path, depth + 1));
    if (depth < 3 && s.type === 'array' && s.items) {
      slots.push({ where: 'json', path: [...path, 0], schema: s.items, label: `body.${path.join('.')}.0` });
    }
  }
  return slots;
}

export function slotsOf(route: RouteSpec): Slot[] {
  return [
    ...Object.entries(route.pathParams).map(([name, schema]) => ({
      where: 'path' as const,
      path: [name],
      schema,
      label: `path.${name}`,
    })),
    ...Object.entries(route.query).map(([name, schema]) => ({
      where: 'query' as const,
      path: [name],
      schema,
      label: `query.${name}`,
    })),
    ...(route.body ? bodySlots(route.body, []) : []),
    ...Object.entries(route.form?.fields ?? {}).map(([name, schema]) => ({
      where: 'form' as const,
      path: [name],
      schema,
      label: `form.${name}`,
    })),
  ];
}

/** A deep copy that keeps Raw and ABSENT as they are (structuredClone would not). */
function clone(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clone);
  if (typeof value === 'object' && value !== null && !(value instanceof Raw)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clone(v)]));
  }
  return value;
}

function setAt(target: Record<string, unknown>, path: (string | number)[], value: unknown) {
  let node: Record<string | number, unknown> = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (typeof next !== 'object' || next === null || next instanceof Raw)
      node[key] = typeof key === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
  const last = path[path.length - 1]!;
  if (value === ABSENT) {
    if (Array.isArray(node) && typeof last === 'number') node.splice(last, 1);
    else delete node[last];
  } else node[last] = value;
}

/** The input with one slot's value replaced (ABSENT removes it). */
export function withValue(input: Input, slot: Slot, value: unknown): Input {
  const copy: Input = {
    ...input,
    pathParams: { ...input.pathParams },
    query: { ...input.query },
    ...(input.json ? { json: clone(input.json) as Record<string, unknown> } : {}),
    ...(input.form ? { form: { fields: { ...input.form.fields }, files: input.form.files } } : {}),
  };
  const target =
    slot.where === 'path'
      ? copy.pathParams
      : slot.where === 'query'
        ? copy.query
        : slot.where === 'json'
          ? (copy.json ??= {})
          : copy.form!.fields;
  setAt(target, slot.path, value);
  return copy;
}

/**
 * The fixed bad values for a slot as a role: the core values and bad cursors as every role; the
 * others shared out among the roles, a different share slot by slot, so each goes through each
 * role somewhere. `share`: [which share, how many shares].
 */
export function nastyValuesFor(slot: Slot, share: [number, number] = [0, 1]): unknown[] {
  const more = [...MORE_VALUES];
  if (slot.where === 'query' || slot.where === 'path') more.push(...NASTY_QUERY_TOKENS);
  if (slot.schema.enum)
    more.push(...slot.schema.enum.map((v) => (typeof v === 'string' ? v.toLowerCase() : -1)));
  const [mine, shares] = share;
  const values = [...CORE_VALUES, ...more.filter((_, i) => i % shares === mine)];
  if (slot.path[slot.path.length - 1] === 'cursor') values.push(...BAD_CURSORS);
  return values;
}

// ---- Cases ---------------------------------------------------------------------------------

export interface Case {
  route: RouteSpec;
  role: Role;
  /** What is bad about it, for the report. */
  label: string;
  /** Generated cases: the seed and run index that reproduce them. */
  seed?: number;
  index?: number;
  make: (scope: Scope) => Input;
}

/** (a) Each slot gets each fixed bad value, the other slots keeping their valid base value. */
export function fieldCases(
  route: RouteSpec,
  role: Role,
  options: { heavy: boolean; share?: [number, number] },
): Case[] {
  const cases: Case[] = [];
  const [mine, shares] = options.share ?? [0, 1];
  for (const [n, slot] of slotsOf(route).entries()) {
    const share: [number, number] = [(mine + n) % shares, shares];
    const values = [...nastyValuesFor(slot, share), ...(options.heavy ? HEAVY_VALUES : [])];
    for (const value of values) {
      cases.push({
        route,
        role,
        label: `${slot.label} = ${describeValue(value)}`,
        make: (scope) => withValue(baseInput(route, scope), slot, value),
      });
    }
  }
  return cases;
}

/** (b) Generated: some slots (at least one) get values from the schema's arbitrary. */
export function generatedCases(route: RouteSpec, role: Role, seed: number, numRuns: number): Case[] {
  const slots = slotsOf(route).filter((s) => s.path.length === 1); // nested values come from their parent
  if (slots.length === 0 || numRuns === 0) return [];
  const valueOf = (slot: Slot) =>
    fc.oneof(
      { weight: 8, arbitrary: arbitraryFor(slot.schema, String(slot.path[0])) },
      { weight: 1, arbitrary: fc.constant<unknown>(ABSENT) },
      ...(slot.where === 'form'
        ? [{ weight: 4, arbitrary: anyText({ maxLength: 40 }) as fc.Arbitrary<unknown> }]
        : []),
    );
  const arbitrary = fc.tuple(
    fc.subarray(
      slots.map((_, i) => i),
      { minLength: 1 },
    ),
    fc.tuple(...slots.map(valueOf)),
  );
  const samples = fc.sample(arbitrary, { seed, numRuns });
  return samples.map(([chosen, values], index) => ({
    route,
    role,
    seed,
    index,
    label: `generated #${index}: ${chosen.map((i) => `${slots[i]!.label} = ${describeValue(values[i])}`).join(', ')}`,
    make: (scope) =>
      chosen.reduce((input, i) => withValue(input, slots[i]!, values[i]), baseInput(route, scope)),
  }));
}

const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/**
 * (c) Whole-body and whole-request garbage. `heavy`: the megabyte-sized ones too. `share`: as
 * for the fixed values, most garbage goes through one role each; some through every role.
 */
export function garbageCases(
  route: RouteSpec,
  role: Role,
  options: { heavy: boolean; share?: [number, number] },
): Case[] {
  const cases: Case[] = [];
  const [mine, shares] = options.share ?? [0, 1];
  let n = 0;
  // A DELETE whose query is valid deletes, whatever its body: garbage goes to a thing that does not exist.
  const base = (scope: Scope) =>
    route.method === 'DELETE' ? decoyInput(route, scope) : baseInput(route, scope);
  const add = (label: string, change: (input: Input, scope: Scope) => Input, everyRole = false) => {
    if (everyRole || n++ % shares === mine) {
      cases.push({ route, role, label, make: (scope) => change(base(scope), scope) });
    }
  };
  const raw = (payload: string | Buffer, contentType?: string) => (input: Input) => ({
    ...input,
    json: undefined,
    form: undefined,
    raw: { payload, ...(contentType ? { contentType } : {}) },
  });
  const json = 'application/json';

  // Queries: unknown, repeated and malformed parameters.
  add(
    'query: unknown parameters',
    (i) => ({ ...i, query: { ...i.query, zzz: '1', __proto__x: '{}' } }),
    true,
  );
  add('query: every parameter twice', (i) => ({
    ...i,
    query: Object.fromEntries(
      Object.entries(i.query).map(([k, v]) => [k, v === ABSENT ? ['a', 'b'] : [v, v]]),
    ),
  }));
  add('query: no parameters', (i) => ({ ...i, query: {} }));
  add('query: malformed', (i) => ({
    ...i,
    query: { ...i.query, '': new Raw('&&==&%&%25%'), '%': new Raw('%') },
  }));
  add('query: 2000 parameters', (i) => ({
    ...i,
    query: { ...i.query, ...Object.fromEntries(Array.from({ length: 2000 }, (_, n) => [`p${n}`, 'x'])) },
  }));
  add('no CSRF header', (i) => ({ ...i, csrf: false }), true);
  add('header: accept text/html', (i) => ({ ...i, headers: { accept: 'text/html' } }));
  add('header: if-none-match garbage', (i) => ({ ...i, headers: { 'if-none-match': '"\u00ff", W/"x", *' } }));

  // Bodies where none belongs, and bad bodies where one does.
  add('JSON body text: not JSON', raw('not json', json), true);
  add('JSON body text: truncated', raw('{"groupId":', json));
  add('JSON body text: empty', raw('', json));
  add('JSON body: an array', raw('[{}]', json));
  add('JSON body: a string', raw('"x"', json));
  add('JSON body: a number', raw('1e400', json));
  add('JSON body: null', raw('null', json));
  add('JSON body: NaN', raw('NaN', json));
  add('JSON body: __proto__', raw('{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}', json));
  add('JSON body: nested 64 deep', raw(deepArray(64), json));
  add('JSON body: BOM first', (i) => raw(`\uFEFF${JSON.stringify(i.json ?? {})}`, json)(i));
  add('JSON body: duplicate keys, the last one an object', (i) => {
    const text = serializeJson(i.json ?? { a: 1 });
    const first = Object.keys(i.json ?? { a: 1 })[0] ?? 'a';
    return raw(`${text.slice(0, -1)},"${first}":{"$ne":null}}`, json)(i);
  });
  add('JSON body: charset utf-16', (i) =>
    raw(Buffer.from(JSON.stringify(i.json ?? {}), 'utf16le'), 'application/json; charset=utf-16')(i),
  );
  add('JSON body: invalid UTF-8', raw(Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), json));
  add('content-type: text/plain', (i) => raw(JSON.stringify(i.json ?? {}), 'text/plain')(i));
  add('content-type: form-urlencoded', raw('groupId=x&eventId=1', 'application/x-www-form-urlencoded'));
  add('content-type: multipart without boundary', raw('--x\r\n', 'multipart/form-data'));
  add(
    'content-type: multipart, truncated',
    raw('--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nx', 'multipart/form-data; boundary=b'),
  );
  add('content-type: garbage', raw('{}', '\u0000/\u00ff; boundary='));
  add('content-type: unknown', raw('{}', 'application/x-fuzz'));
  add('content-encoding: gzip, not gzipped', (i) => ({
    ...raw('{}', json)(i),
    headers: { 'content-encoding': 'gzip' },
  }));
  if (options.heavy) {
    add('JSON body: nested 10000 deep (arrays)', raw(deepArray(10_000), json));
    add('JSON body: nested 10000 deep (objects)', raw(deepObject(10_000), json));
    add('JSON body: over the 1 MB limit', raw(`{"a":"${'x'.repeat(1024 * 1024 + 10)}"}`, json));
  }

  // Multipart routes: bad files, files in the wrong place, fields instead of files.
  if (route.form) {
    const fileField = route.form.file ?? 'file';
    for (const file of BAD_FILES) {
      add(
        `file: ${file.name}`,
        (i) => ({ ...i, form: { fields: i.form!.fields, files: [{ field: fileField, file }] } }),
        true,
      );
    }
    add('file: in another field', (i) => ({
      ...i,
      form: { fields: i.form!.fields, files: i.form!.files.map((f) => ({ ...f, field: 'other' })) },
    }));
    add('file: two files', (i) => ({
      ...i,
      form: { fields: i.form!.fields, files: [...i.form!.files, ...i.form!.files] },
    }));
    add('file: none', (i) => ({ ...i, form: { fields: i.form!.fields, files: [] } }));
    add('file: a text field in its place', (i) => ({
      ...i,
      form: { fields: { ...i.form!.fields, [fileField]: 'not a file' }, files: [] },
    }));
    add('form: 20 extra fields', (i) => ({
      ...i,
      form: {
        fields: {
          ...i.form!.fields,
          ...Object.fromEntries(Array.from({ length: 20 }, (_, n) => [`f${n}`, 'x'])),
        },
        files: i.form!.files,
      },
    }));
    add('form: a field over 4 KB', (i) => ({
      ...i,
      form: { fields: { ...i.form!.fields, big: 'x'.repeat(5000) }, files: i.form!.files },
    }));
    if (route.path === API_PATHS.signIn) {
      add('form: a file attached', (i) => ({
        ...i,
        form: { fields: i.form!.fields, files: [{ field: 'username', file: BAD_FILES[1]! }] },
      }));
    }
  }
  return cases;
}

// ---- Serialization -------------------------------------------------------------------------

/** JSON text in which Raw values go in unquoted and ABSENT ones are left out. */
export function serializeJson(value: unknown): string {
  const raws: string[] = [];
  const nonce = crypto.randomBytes(6).toString('hex');
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v === ABSENT) return undefined;
    if (v instanceof Raw) {
      raws.push(v.token);
      return `__raw_${raws.length - 1}_${nonce}__`;
    }
    return v;
  });
  return raws.reduce((t, token, n) => t.replace(`"__raw_${n}_${nonce}__"`, token), text);
}

/** Percent-encoding that also carries lone surrogates (as WTF-8), which encodeURIComponent refuses. */
export function encodeComponent(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    let out = '';
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      const next = text.charCodeAt(i + 1);
      if (c >= 0xd800 && c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        out += encodeURIComponent(text.slice(i, i + 2));
        i++;
      } else if (c >= 0xd800 && c <= 0xdfff) {
        const bytes = [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)];
        out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
      } else out += encodeURIComponent(text[i]!);
    }
    return out;
  }
}

function appendParam(parts: string[], key: string, value: unknown): void {
  if (value === ABSENT || value === undefined) return;
  if (value === null) parts.push(encodeComponent(key));
  else if (value instanceof Raw) parts.push(`${encodeComponent(key)}=${value.token}`);
  else if (Array.isArray(value)) {
    if (value.length === 0) parts.push(`${encodeComponent(key)}[]=`);
    for (const item of value) {
      appendParam(
        parts,
        key,
        typeof item === 'object' && item !== null && !(item instanceof Raw) ? JSON.stringify(item) : item,
      );
    }
  } else if (typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) parts.push(`${encodeComponent(key)}=%7B%7D`);
    for (const [sub, v] of entries) appendParam(parts, `${key}[${sub}]`, v);
  } else parts.push(`${encodeComponent(key)}=${encodeComponent(String(value))}`);
}

export function queryString(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) appendParam(parts, key, value);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

function formText(value: unknown): string[] {
  if (value === ABSENT || value === undefined) return [];
  if (value === null) return [''];
  if (value instanceof Raw) return [value.token];
  if (Array.isArray(value))
    return value.flatMap((v) => formText(typeof v === 'object' && v !== null ? JSON.stringify(v) : v));
  if (typeof value === 'object') return [JSON.stringify(value)];
  return [String(value)];
}

export function multipartBody(form: NonNullable<Input['form']>) {
  const boundary = `----fuzz${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(form.fields)) {
    for (const text of formText(value)) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`),
      );
    }
  }
  for (const { field, file } of form.files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface WireRequest {
  method: Method;
  url: string;
  payload?: string | Buffer;
  headers: Record<string, string>;
  csrf: boolean;
}

export function toWire(route: RouteSpec, input: Input): WireRequest {
  let path = route.path;
  for (const [name, value] of Object.entries(input.pathParams)) {
    const text =
      value === ABSENT || value === undefined
        ? ''
        : value instanceof Raw
          ? value.token
          : formText(value).join(',');
    path = path.replace(`{${name}}`, value instanceof Raw ? text : encodeComponent(text));
  }
  const headers: Record<string, string> = { ...input.headers };
  let payload: string | Buffer | undefined;
  if (input.raw) {
    payload = input.raw.payload;
    if (input.raw.contentType) headers['content-type'] = input.raw.contentType;
  } else if (input.form) {
    const body = multipartBody(input.form);
    payload = body.payload;
    headers['content-type'] = body.contentType;
  } else if (input.json) {
    payload = serializeJson(input.json);
    headers['content-type'] = 'application/json';
  }
  return {
    method: route.method,
    url: path + queryString(input.query),
    payload,
    headers,
    csrf: input.csrf !== false,
  };
}

// ---- Reports -------------------------------------------------------------------------------

export function describeValue(value: unknown): string {
  if (value === ABSENT) return '(absent)';
  if (value instanceof Raw) return `raw ${truncate(value.token, 60)}`;
  if (typeof value === 'string') return truncate(JSON.stringify(value), 60);
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  try {
    return truncate(serializeJson(value) ?? String(value), 60);
  } catch {
    return String(value);
  }
}

export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
}
