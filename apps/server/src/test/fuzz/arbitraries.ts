/**
 * fast-check arbitraries derived from a route's JSON schema (as the OpenAPI document has it):
 * mostly values of the right type near and past the schema's limits, some of the wrong type.
 */
import fc from 'fast-check';
import { BAD_CURSORS, Raw } from './nasty.ts';

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  items?: JsonSchema;
  maxItems?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
}

/** One character that text handling gets wrong: controls, lone surrogates, bidi marks, astral. */
const awkwardChar = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
  fc.constantFrom('\u007f', '\u0085', '\u200b', '\u200e', '\u200f', '\u202a', '\u202e', '\u2066', '\ufeff'),
  fc.constantFrom('\ufffe', '\uffff', '%', '_', '"', "'", '\\', '*', '(', ')', ':', '^', '-', '+'),
);

/** Any UTF-16 text: well-formed unicode mixed with awkward characters (NUL, lone surrogates, …). */
export const anyText = (options: { minLength?: number; maxLength?: number } = {}) =>
  fc.string({
    unit: fc.oneof(
      { weight: 3, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
      { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
      { weight: 2, arbitrary: awkwardChar },
    ),
    ...options,
  });

const BIG_NUMBERS = [
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53,
  2 ** 63,
  -0,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  new Raw('1e400'),
  new Raw('-1e400'),
  new Raw('123456789012345678901234567890'),
];

/** Scalars and containers where they do not belong. */
export const wrongType = (depth = 0): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constantFrom(null, true, false, 0, -1, 'NOT_AN_ENUM', ''),
    fc.integer(),
    fc.double(),
    anyText({ maxLength: 20 }),
    fc.constantFrom(...BIG_NUMBERS),
    depth > 2
      ? fc.constant([])
      : fc.array(
          fc
            .oneof(fc.integer(), anyText({ maxLength: 5 }), fc.constant(null))
            .chain((v) => (depth > 1 ? fc.constant(v) : fc.oneof(fc.constant(v), wrongType(depth + 1)))),
          { maxLength: 3 },
        ),
    depth > 2
      ? fc.constant({})
      : fc.dictionary(anyText({ maxLength: 5 }), wrongType(depth + 1), { maxKeys: 3 }),
  );

const patternArbitraries = new Map<string, fc.Arbitrary<string> | undefined>();

/** Strings matching the pattern, when fast-check can make them (built once per pattern). */
function patternArbitrary(pattern: string): fc.Arbitrary<string> | undefined {
  if (!patternArbitraries.has(pattern)) {
    let arbitrary: fc.Arbitrary<string> | undefined;
    try {
      arbitrary = fc.stringMatching(new RegExp(pattern, 'u'));
      fc.sample(arbitrary, { numRuns: 1, seed: 1 }); // some patterns (lookaheads) are refused only here
    } catch {
      arbitrary = undefined;
    }
    patternArbitraries.set(pattern, arbitrary);
  }
  return patternArbitraries.get(pattern);
}

/** A bad cursor: fixed bad ones, and base64url of generated JSON keys of mixed types. */
export const cursorArbitrary: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...BAD_CURSORS),
  fc
    .array(
      fc.oneof(
        anyText({ maxLength: 8 }),
        fc.integer(),
        fc.double(),
        fc.constantFrom(2 ** 31, 2 ** 53, '2026-01-01T00:00:00.000Z', 'a\u0000b', null, true),
      ),
      { maxLength: 4 },
    )
    .map((key) => Buffer.from(JSON.stringify(key)).toString('base64url')),
  fc.string({ maxLength: 40 }),
);

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  const max = schema.maxLength ?? 200;
  const min = schema.minLength ?? 0;
  const options: fc.Arbitrary<unknown>[] = [
    anyText({ maxLength: Math.min(max + 2, 64) }),
    anyText({ minLength: max, maxLength: max + 1 }),
    fc.string({ unit: 'grapheme', maxLength: Math.min(max + 2, 64) }),
  ];
  if (min > 0) options.push(anyText({ maxLength: min }));
  if (schema.pattern) {
    const matching = patternArbitrary(schema.pattern);
    if (matching) {
      options.push(matching);
      // Valid, but for one awkward character somewhere.
      options.push(
        fc
          .tuple(matching, awkwardChar, fc.nat())
          .map(([s, c, at]) => s.slice(0, at % (s.length + 1)) + c + s.slice(at % (s.length + 1))),
      );
    }
  }
  if (schema.format === 'date-time') {
    options.push(
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      fc.constantFrom(
        '0000-01-01T00:00:00Z',
        '9999-12-31T23:59:59.999Z',
        '+275760-09-13T00:00:00.000Z',
        '2026-02-30T00:00:00Z',
        '2026-01-01T00:00:00.0000000000000000001Z',
        '2026-01-01T24:00:00Z',
        '2026-01-01',
        'tomorrow',
        '2026-01-01T00:00:00+23:59',
      ),
    );
  }
  return fc.oneof(...options);
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [
    fc.integer(),
    fc.double(),
    fc.constantFrom(...BIG_NUMBERS),
    fc.integer({ min: -(2 ** 53) + 1, max: 2 ** 53 - 1 }),
  ];
  for (const edge of [schema.minimum, schema.maximum]) {
    if (typeof edge === 'number' && Number.isSafeInteger(edge)) {
      options.push(fc.integer({ min: edge - 2, max: edge + 2 }));
    }
  }
  // Numbers as text: queries carry them so; bodies should refuse them.
  options.push(fc.integer().map(String), fc.double().map(String));
  return fc.oneof(...options);
}

/** An arbitrary for a value of this schema: mostly the right type, sometimes not. */
export function arbitraryFor(schema: JsonSchema, field = '', depth = 0): fc.Arbitrary<unknown> {
  if (field === 'cursor') return fc.oneof({ weight: 4, arbitrary: cursorArbitrary }, wrongType(depth));
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((v) => arbitraryFor(v, field, depth)));
  let typed: fc.Arbitrary<unknown>;
  if (schema.enum) {
    const values = schema.enum;
    const near = values.flatMap((v) =>
      typeof v === 'string' ? [v.toLowerCase(), ` ${v}`, `${v}\u0000`, `${v}x`] : [String(v)],
    );
    typed = fc.constantFrom(...values, ...near, 'NOT_AN_ENUM');
  } else {
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    switch (type) {
      case 'string':
        typed = stringArbitrary(schema);
        break;
      case 'integer':
      case 'number':
        typed = numberArbitrary(schema);
        break;
      case 'boolean':
        typed = fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', 1, 0));
        break;
      case 'array':
        typed = fc.array(depth > 3 ? wrongType(depth) : arbitraryFor(schema.items ?? {}, '', depth + 1), {
          maxLength: Math.min((schema.maxItems ?? 5) + 2, 24),
        });
        break;
      case 'object':
        typed = objectArbitrary(schema, depth);
        break;
      default:
        typed = wrongType(depth);
    }
  }
  return fc.oneof({ weight: 5, arbitrary: typed }, { weight: 1, arbitrary: wrongType(depth) });
}

function objectArbitrary(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  if (depth > 3) return fc.constant({});
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, s]) => [name, arbitraryFor(s, name, depth + 1)]),
  );
  return fc
    .tuple(
      fc.record(model, { requiredKeys: [] }),
      fc.dictionary(anyText({ maxLength: 8 }), wrongType(depth + 1), { maxKeys: 2 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
}
