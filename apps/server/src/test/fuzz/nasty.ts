/**
 * The fixed bad inputs of the fuzz suite: values that broke, or could break, a route that takes
 * text or numbers; cursors that decode to the wrong keys; files that are not what they claim.
 */
import zlib from 'node:zlib';

/**
 * A token sent as is: in a JSON body it goes in unquoted (`1e400`, `NaN`, a nested document),
 * in a query string it goes in without percent-encoding (`%00`, `%ED%A0%80`, `%`).
 */
export class Raw {
  readonly token: string;

  constructor(token: string) {
    this.token = token;
  }
}

/** A value sent nowhere: the field is left out. */
export const ABSENT = Symbol('absent');

export const MEGABYTE_STRING = 'x'.repeat(1024 * 1024);

/**
 * Sent once per field (as the owner), not once per role: each costs a megabyte through the
 * parsers. The first is over the 1 MB body limit in a JSON body; the second fits in one, so
 * that it reaches validation (and ends in a NUL).
 */
export const HEAVY_VALUES: readonly unknown[] = [MEGABYTE_STRING, `${'y'.repeat(1024 * 1024 - 4096)}\u0000`];

/** Every field of every route gets each of these as every role, the other fields staying valid. */
export const CORE_VALUES: readonly unknown[] = [
  ABSENT,
  '\u0000',
  'a\u0000b',
  'abc\u0000def',
  '\uD800',
  '\u202Eevil',
  'NOT_AN_ENUM',
  -1,
  0,
  2 ** 31,
  2 ** 53,
  new Raw('1e400'),
  new Raw('NaN'),
  [],
  {},
  [1, 2],
  null,
  true,
];

/** Every field gets each of these too, as one of the roles (a different one field by field). */
export const MORE_VALUES: readonly unknown[] = [
  '',
  ' ',
  'ab\uDC00cd',
  '\u200F\u200E',
  '\uFEFF',
  '\u0007\u001B[31m',
  'e\u0301\u0301\u0301',
  '🙂🙂🙂',
  'Ａｂｃ',
  '%00',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '*',
  '%_%',
  '"quoted" AND NOT x',
  'NEAR(a b)',
  'true',
  'NaN',
  '1e400',
  '2147483648',
  '-1',
  'x'.repeat(101),
  'x'.repeat(10_001),
  1.5,
  2 ** 31 - 1,
  2 ** 32,
  -(2 ** 53),
  Number.MAX_VALUE,
  new Raw('-1e400'),
  new Raw('1e-400'),
  new Raw('9007199254740993'),
  ['a', ['b']],
  { a: 1 },
  false,
  new Raw('{"__proto__":{"polluted":true}}'),
  new Raw('{"constructor":{"prototype":{"polluted":true}}}'),
];

/** Query-string only (as one of the roles): what percent-encoding carries and JSON cannot. */
export const NASTY_QUERY_TOKENS: readonly Raw[] = [
  new Raw('%00'),
  new Raw('a%00b'),
  new Raw('abc%00def'),
  new Raw('%ED%A0%80'), // a lone surrogate, as WTF-8
  new Raw('%FF%FE'),
  new Raw('%C0%80'), // an overlong NUL
  new Raw('%'),
  new Raw('%zz'),
  new Raw('%E2%80%AEevil'),
  new Raw('1e400'),
  new Raw('-1e400'),
  new Raw('NaN'),
  new Raw('Infinity'),
  new Raw('0x10'),
  new Raw('1.0'),
  new Raw('+1'),
  new Raw('%201'),
  new Raw('1_000'),
  new Raw('9007199254740993'),
  new Raw('a&b=c'),
  new Raw('a%26b%3Dc'),
  new Raw('a%2Fb'),
];

/** Bad cursors (as every role): base64url of keys of the wrong length or types, and things that are not keys. */
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
export const BAD_CURSORS: readonly string[] = [
  b64('["x",1e400]'),
  b64('["a\\u0000b","x"]'),
  b64('["a\\u0000b",1]'),
  b64('["2026-01-01T00:00:00.000Z","a\\u0000b"]'),
  b64('["\\ud800",1]'),
  b64('["abc"]'),
  b64('[2147483648]'),
  b64('[]'),
  b64('{}'),
  b64('null'),
  b64('"x"'),
  b64('[1,2,3]'),
  b64('[1,2]'),
  b64('[2147483648,2147483648]'),
  b64('["x","y"]'),
  b64('[1.5,"x"]'),
  b64('[-1,-1]'),
  b64('["2026-01-01T00:00:00.000Z",2147483648]'),
  b64('["2026-01-01T00:00:00.000Z",9007199254740993]'),
  b64('["2026-01-01T00:00:00.000Z",-1]'),
  b64('["2026-01-01T00:00:00.000Z","x"]'),
  b64('["2026-01-01T00:00:00.000Z",1.5]'),
  b64('["not a date","g_x"]'),
  b64('["",""]'),
  b64('[1e308,1e308]'),
  b64('[true,false]'),
  b64('[[1],[2]]'),
  b64('[{"a":1},"x"]'),
  b64('[null,null]'),
  b64('["x","y","z"]'),
  b64('["2026-01-01T00:00:00.000Z","x",2147483648]'),
  b64(`["${'x'.repeat(300)}",1]`),
  b64('not json at all'),
  b64('["unterminated'),
  '!!!not-base64!!!',
  '====',
  '%00',
  'a'.repeat(501),
];

// ---- Files ---------------------------------------------------------------------------------

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function crc32(data: Buffer): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose valid IHDR claims width × height, with a few rows of pixels at most. */
export function pngWithHeader(width: number, height: number, options: { pixels?: boolean } = {}): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // truecolour
  const chunks = [PNG_SIGNATURE, pngChunk('IHDR', ihdr)];
  if (options.pixels) {
    const row = Buffer.alloc(1 + Math.min(width, 64) * 3);
    chunks.push(pngChunk('IDAT', zlib.deflateSync(Buffer.concat([row, row]))));
  }
  chunks.push(pngChunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(chunks);
}

export interface BadFile {
  name: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

export const BAD_FILES: readonly BadFile[] = [
  { name: 'empty', filename: 'empty.png', contentType: 'image/png', data: Buffer.alloc(0) },
  { name: 'text named .png', filename: 'text.png', contentType: 'image/png', data: Buffer.from('hello\n') },
  { name: 'PNG signature only', filename: 'sig.png', contentType: 'image/png', data: PNG_SIGNATURE },
  {
    name: 'truncated PNG header',
    filename: 'truncated.png',
    contentType: 'image/png',
    data: pngWithHeader(64, 48).subarray(0, 20),
  },
  {
    name: 'PNG header claiming 16000×16000',
    filename: 'huge.png',
    contentType: 'image/png',
    data: pngWithHeader(16_000, 16_000),
  },
  {
    name: 'PNG claiming 16000×16000 with two rows',
    filename: 'huge-rows.png',
    contentType: 'image/png',
    data: pngWithHeader(16_000, 16_000, { pixels: true }),
  },
  {
    name: 'PNG header claiming 2^31-1 × 1',
    filename: 'wide.png',
    contentType: 'image/png',
    data: pngWithHeader(2 ** 31 - 1, 1),
  },
  {
    name: 'PNG header claiming 0×0',
    filename: 'zero.png',
    contentType: 'image/png',
    data: pngWithHeader(0, 0),
  },
  {
    name: 'JPEG start only',
    filename: 'start.jpg',
    contentType: 'image/jpeg',
    data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]),
  },
  {
    name: 'SVG named .png',
    filename: 'x.png',
    contentType: 'image/svg+xml',
    data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'),
  },
  {
    name: 'file name with NUL and RTL',
    filename: 'a\u0000b\u202Egnp.exe',
    contentType: 'image/png',
    data: Buffer.from('x'),
  },
  {
    name: 'over 5 MB',
    filename: 'big.png',
    contentType: 'image/png',
    data: Buffer.concat([PNG_SIGNATURE, Buffer.alloc(5 * 1024 * 1024 + 10)]),
  },
];
