/**
 * Fills a database, through the app's own migrations, with a Vancouver-sized data set for the
 * benchmark: for E events, E/10 groups, E/5 members, about 20 memberships per group and two
 * participations per event (the host and, on average, one more). Rows are written straight to
 * the database in large batches; the app's counters (members, participants, activity) are
 * kept consistent with them. Deterministic: the same E gives the same rows.
 *
 * Where (issue #28): most groups have a home place and most in-person events a pin, scattered a
 * few km around the shipped places' centres (three times as many in the City of Vancouver as
 * around each other Metro municipality), a group's events mostly near its home; some events
 * have no pin, as events made before pins do; about 10% are ONLINE and 5% HYBRID, with a
 * meeting link. These come from a second random stream, so every other column is as before.
 *
 * Names in Chinese (issue #29): about 5% of events have one ("周六徒步"), and about 1 in 20,000
 * the rare "书法练习", from a third stream.
 */
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { EARTH_RADIUS_KM, PLACES as SHIPPED_PLACES, type Place } from '@neighbourly/shared';
import { createDb } from '../../apps/server/src/db/client.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { hashPassword } from '../../apps/server/src/modules/people/passwords.ts';
import {
  ACTIVITIES,
  CITIES,
  CJK_EVENT_NOUNS,
  CJK_EVENT_PREFIXES,
  CJK_RARE_EVENT_NAME,
  EVENT_PREFIXES,
  FIRST_NAMES,
  GROUP_SUFFIXES,
  LAST_NAMES,
  NEIGHBOURHOODS,
  PLACES,
} from './vocabulary.ts';

export type BenchDatabase = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

/** The member the benchmark signs in as, for the 'mine only' searches. */
export const BENCH_USER = { login: 'bench', password: 'Bench1234!', groups: 25 } as const;

const DAY = 86_400_000;
/** Events span 18 months back and 6 months ahead of the moment of generation. */
const PAST_DAYS = 540;
const FUTURE_DAYS = 180;

type Row = (string | number | null)[];
interface Writer {
  insert(table: string, columns: string[], rows: Row[]): Promise<void>;
  close(): Promise<void>;
}

/** mulberry32: small, fast and seedable, so every run builds the same data. */
function randomSource(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  const totalWeight = CITIES.reduce((sum, c) => sum + c.weight, 0);
  const city = () => {
    let r = next() * totalWeight;
    for (const c of CITIES) {
      r -= c.weight;
      if (r < 0) return c.city;
    }
    return CITIES[0]!.city;
  };
  return { next, int, pick, city };
}

/** Weighted places to centre pins on: the City of Vancouver's areas count three times. */
const PIN_CENTRES = SHIPPED_PLACES.flatMap((place) =>
  place.kind === 'MUNICIPALITY' ? [place] : [place, place, place],
);
/** How far pins stray from their centre (standard deviation, km): towns spread wider. */
const SPREAD_KM = { LOCAL_AREA: 1.2, NEIGHBOURHOOD: 1.2, MUNICIPALITY: 2.5 } as const;
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;
const ONLINE_SHARE = 0.1;
const CJK_SHARE = 0.05;
const CJK_RARE_SHARE = 1 / 20_000;
const HYBRID_SHARE = 0.05;
/** In-person events without a pin, as every event made before pins existed. */
const UNPINNED_SHARE = 0.15;
/** Groups with a home place; of their events, the share pinned near it. */
const HOMED_GROUP_SHARE = 0.7;
const NEAR_HOME_SHARE = 0.8;

/** The where of the data set, on its own seeded stream. */
function placeSource(seed: number) {
  const random = randomSource(seed);
  /** A standard normal draw (Box–Muller). */
  const normal = () => Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
  const centre = () => random.int(PIN_CENTRES.length);
  const pinNear = (place: Place): [number, number] => {
    const spread = SPREAD_KM[place.kind] / KM_PER_DEGREE;
    const latitude = place.latitude + normal() * spread;
    const longitude = place.longitude + (normal() * spread) / Math.cos((place.latitude * Math.PI) / 180);
    // Four decimals (about 10 m), as a pin dropped on a map is stored.
    return [Math.round(latitude * 1e4) / 1e4, Math.round(longitude * 1e4) / 1e4];
  };
  return {
    /** A group's home place, as an index into PIN_CENTRES, or -1 for none. */
    home: () => (random.next() < HOMED_GROUP_SHARE ? centre() : -1),
    /** format, meeting_url, latitude, longitude of an event of a group homed at `home`. */
    event(id: number, home: number): Row {
      const draw = random.next();
      const format =
        draw < ONLINE_SHARE ? 'ONLINE' : draw < ONLINE_SHARE + HYBRID_SHARE ? 'HYBRID' : 'IN_PERSON';
      const meetingUrl = format === 'IN_PERSON' ? null : `https://meet.example.org/neighbourly-${id}`;
      if (format === 'ONLINE' || (format === 'IN_PERSON' && random.next() < UNPINNED_SHARE)) {
        return [format, meetingUrl, null, null];
      }
      const around = home >= 0 && random.next() < NEAR_HOME_SHARE ? home : centre();
      return [format, meetingUrl, ...pinNear(PIN_CENTRES[around]!)];
    },
  };
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '_');

function sqliteWriter(file: string): Writer {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  return {
    async insert(table, columns, rows) {
      const statement = db.prepare(
        `insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`,
      );
      db.transaction(() => {
        for (const row of rows) statement.run(row);
      })();
    },
    async close() {
      db.pragma('optimize');
      db.close();
    },
  };
}

function postgresWriter(url: string): Writer {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  return {
    async insert(table, columns, rows) {
      // PostgreSQL takes at most 65,535 parameters per statement.
      const perStatement = Math.floor(60_000 / columns.length);
      for (let start = 0; start < rows.length; start += perStatement) {
        const chunk = rows.slice(start, start + perStatement);
        const values = chunk
          .map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`)
          .join(', ');
        await pool.query(`insert into ${table} (${columns.join(', ')}) values ${values}`, chunk.flat());
      }
    },
    async close() {
      await pool.query(`select setval(pg_get_serial_sequence('events', 'id'), (select max(id) from events))`);
      await pool.query(
        `select setval(pg_get_serial_sequence('event_participants', 'id'), (select max(id) from event_participants))`,
      );
      await pool.query('analyze');
      await pool.end();
    },
  };
}

/** Batches rows per table so that memory stays flat at a million events. */
class Batcher {
  private readonly pending = new Map<string, { columns: string[]; rows: Row[] }>();
  private readonly writer: Writer;

  constructor(writer: Writer) {
    this.writer = writer;
  }
  async add(table: string, columns: string[], row: Row) {
    let batch = this.pending.get(table);
    if (!batch) this.pending.set(table, (batch = { columns, rows: [] }));
    batch.rows.push(row);
    // Every table at once, in first-seen order, so that referenced rows are written first.
    if (batch.rows.length >= 20_000) await this.flush();
  }
  async flush() {
    for (const [name, batch] of this.pending) {
      if (batch.rows.length) await this.writer.insert(name, batch.columns, batch.rows);
      batch.rows = [];
    }
  }
}

const USER_COLUMNS = [
  'id',
  'login_key',
  'name',
  'password_hash',
  'role',
  'has_avatar',
  'city',
  'state',
  'country',
  'group_allowance',
  'registration_date',
];
const GROUP_COLUMNS = [
  'id',
  'name',
  'description',
  'owner_id',
  'type',
  'city',
  'state',
  'country',
  'has_logo',
  'members_count',
  'last_activity_at',
  'created_at',
  'updated_at',
  'home_place',
];
const EVENT_COLUMNS = [
  'id',
  'group_id',
  'name',
  'description',
  'location',
  'host_id',
  'type',
  'start_date_time',
  'end_date_time',
  'participants_limit',
  'participants_count',
  'has_logo',
  'created_at',
  'updated_at',
  'format',
  'meeting_url',
  'latitude',
  'longitude',
];

export async function generate(target: BenchDatabase, eventCount: number, log = console.log): Promise<void> {
  const started = Date.now();
  const { db } = createDb(
    target.dialect === 'sqlite'
      ? { dialect: 'sqlite', file: target.file }
      : { dialect: 'postgres', url: target.url, poolSize: 2 },
  );
  await migrateToLatest(db);
  await db.destroy();

  const writer = target.dialect === 'sqlite' ? sqliteWriter(target.file) : postgresWriter(target.url);
  const out = new Batcher(writer);
  const random = randomSource(eventCount);
  const where = placeSource(eventCount ^ 0x28);
  const chinese = randomSource(eventCount ^ 0x29);
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  const userCount = Math.max(500, Math.floor(eventCount / 5));
  const groupCount = Math.max(10, Math.floor(eventCount / 10));

  const userIds: string[] = [];
  for (let u = 0; u < userCount; u++) {
    const id = `neighbour_${u}`;
    userIds.push(id);
    const name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    const joined = iso(now - random.int(PAST_DAYS * 2) * DAY);
    await out.add('users', USER_COLUMNS, [
      id,
      id,
      name,
      null,
      'USER',
      0,
      random.city(),
      'BC',
      'Canada',
      1,
      joined,
    ]);
  }
  const benchHash = await hashPassword(BENCH_USER.password);
  await out.add('users', USER_COLUMNS, [
    BENCH_USER.login,
    BENCH_USER.login,
    'Bench Neighbour',
    benchHash,
    'USER',
    0,
    'Vancouver',
    'BC',
    'Canada',
    1,
    iso(now),
  ]);
  await out.flush();
  log(`  ${userCount + 1} users`);

  const groupIds: string[] = [];
  const groupActivity: number[] = [];
  const groupOwner: string[] = [];
  const groupMembers: string[][] = [];
  const groupHome: number[] = [];
  const benchGroups = new Set<number>();
  while (benchGroups.size < Math.min(BENCH_USER.groups, groupCount)) benchGroups.add(random.int(groupCount));
  let memberships = 0;
  for (let g = 0; g < groupCount; g++) {
    const activityIndex = random.int(ACTIVITIES.length);
    const activity = ACTIVITIES[activityIndex]!;
    const hood = random.pick(NEIGHBOURHOODS);
    const name = `${hood} ${activity.groupNoun}${random.pick(GROUP_SUFFIXES)}`;
    const id = `${slug(`${hood}_${activity.groupNoun}`).slice(0, 20)}_${g.toString(36)}`;
    const owner = random.pick(userIds);
    const members = new Set<string>([owner]);
    const size = 1 + random.int(39);
    while (members.size < size) members.add(random.pick(userIds));
    if (benchGroups.has(g)) members.add(BENCH_USER.login);
    const created = now - (PAST_DAYS + random.int(PAST_DAYS)) * DAY;
    const lastActivity = now - random.int(PAST_DAYS * DAY);
    const type = random.next() < 0.15 ? 'PRIVATE' : 'PUBLIC';
    groupIds.push(id);
    groupActivity.push(activityIndex);
    groupOwner.push(owner);
    groupMembers.push([...members]);
    const home = where.home();
    groupHome.push(home);
    await out.add('groups', GROUP_COLUMNS, [
      id,
      name,
      `${name}: neighbours who enjoy ${activity.tags[0]} in ${hood}. Everyone is welcome.`,
      owner,
      type,
      random.city(),
      'BC',
      'Canada',
      0,
      members.size,
      iso(lastActivity),
      iso(created),
      iso(created),
      home >= 0 ? PIN_CENTRES[home]!.slug : null,
    ]);
    for (const tag of activity.tags.slice(0, 2 + random.int(2))) {
      await out.add('group_tags', ['group_id', 'tag'], [id, tag]);
    }
    for (const member of members) {
      const role = member === owner ? 'OWNER' : 'MEMBER';
      await out.add(
        'group_members',
        ['group_id', 'user_id', 'role', 'joined_at'],
        [id, member, role, iso(created)],
      );
      memberships += 1;
    }
  }
  await out.flush();
  log(`  ${groupCount} groups, ${memberships} memberships`);

  let participations = 0;
  for (let e = 1; e <= eventCount; e++) {
    const g = random.int(groupCount);
    const activity = ACTIVITIES[groupActivity[g]!]!;
    const place = random.pick(PLACES);
    const withPlace = random.next() < 0.4;
    const englishName = `${random.pick(EVENT_PREFIXES)} ${activity.eventNoun}${withPlace ? ` at ${place}` : ''}`;
    const [nameDraw, prefix, noun] = [
      chinese.next(),
      chinese.pick(CJK_EVENT_PREFIXES),
      chinese.pick(CJK_EVENT_NOUNS),
    ];
    const name =
      nameDraw < CJK_RARE_SHARE
        ? CJK_RARE_EVENT_NAME
        : nameDraw < CJK_SHARE
          ? `${prefix}${noun}`
          : englishName;
    const quarterHours = random.int(((PAST_DAYS + FUTURE_DAYS) * DAY) / 900_000);
    const start = now - PAST_DAYS * DAY + quarterHours * 900_000;
    const end = start + (1 + random.int(4)) * 3_600_000;
    const host = groupOwner[g]!;
    const members = groupMembers[g]!;
    const others = new Set<string>();
    const wanted = Math.min(random.int(3), members.length - 1);
    while (others.size < wanted) {
      const member = random.pick(members);
      if (member !== host) others.add(member);
    }
    await out.add('events', EVENT_COLUMNS, [
      e,
      groupIds[g]!,
      name,
      `${activity.eventNoun} with the group. All levels welcome; bring water and a friend.`,
      place,
      host,
      random.next() < 0.1 ? 'PRIVATE' : 'PUBLIC',
      iso(start),
      iso(end),
      0,
      1 + others.size,
      0,
      iso(start - 14 * DAY),
      iso(start - 14 * DAY),
      ...where.event(e, groupHome[g]!),
    ]);
    const tags = new Set(activity.tags.slice(0, 1 + random.int(3)));
    if (random.next() < 0.2) tags.add(random.pick(['beginners', 'free', 'family', 'evening']));
    for (const tag of tags) await out.add('event_tags', ['event_id', 'tag'], [e, tag]);
    await out.add(
      'event_participants',
      ['event_id', 'user_id', 'role', 'joined_at'],
      [e, host, 'HOST', iso(start - 14 * DAY)],
    );
    for (const member of others) {
      await out.add(
        'event_participants',
        ['event_id', 'user_id', 'role', 'joined_at'],
        [e, member, 'PARTICIPANT', iso(start - 7 * DAY)],
      );
    }
    participations += 1 + others.size;
    if (e % 200_000 === 0) log(`  ${e} events…`);
  }
  await out.flush();
  await writer.close();
  log(
    `  ${eventCount} events, ${participations} participations (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
}
