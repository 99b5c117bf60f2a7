/**
 * The cap on open live streams per client address (LIVE_STREAMS_PER_ADDRESS): a person is held
 * to 20 streams, and an address, whatever its number of accounts, to this many. In memory for
 * one instance; through Redis, when it is set, for all of them together.
 */
import net from 'node:net';
import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import type { LiveLog } from './bus.ts';

/** A stream's place in its address's count, given back when the stream ends. */
export interface AddressSlot {
  release(): void;
}

export interface AddressSlots {
  /** A place for one more stream from `ip`, or undefined when its address has them all. */
  take(ip: string): Promise<AddressSlot | undefined>;
  /** On the heartbeat: the places this instance holds are still in use. */
  refresh(): void;
}

/**
 * What the cap counts: an IPv4 address as it is, an IPv6 one by its /64 (a home or a phone is
 * given a whole /64, so one device could otherwise take a fresh address for each stream).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const bare = ip.split('%')[0] ?? ip;
  if (!net.isIPv6(bare)) return ip;
  const [head = '', tail] = bare.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  // An embedded IPv4 tail (a.b.c.d) takes two groups' room.
  const size = (part: string[]) => part.reduce((n, group) => n + (group.includes('.') ? 2 : 1), 0);
  const full =
    tail === undefined
      ? groups(head)
      : [...groups(head), ...Array<string>(8 - size(groups(head)) - size(groups(tail))).fill('0')];
  return `${full
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** One instance (no Redis): a count per address. */
export class MemoryAddressSlots implements AddressSlots {
  private readonly counts = new Map<string, number>();

  private readonly cap: number;

  constructor(cap: number) {
    this.cap = cap;
  }

  async take(ip: string): Promise<AddressSlot | undefined> {
    return this.takeNow(ip);
  }

  takeNow(ip: string): AddressSlot | undefined {
    const key = addressKey(ip);
    const count = this.counts.get(key) ?? 0;
    if (count >= this.cap) return undefined;
    this.counts.set(key, count + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        const left = (this.counts.get(key) ?? 1) - 1;
        if (left > 0) this.counts.set(key, left);
        else this.counts.delete(key);
      },
    };
  }

  refresh(): void {}
}

/**
 * How long a place lasts in Redis unless its instance refreshes it (every heartbeat, 25 s): an
 * instance that dies without giving its places back (kill -9, a lost host) blocks nothing for
 * longer than this.
 */
export const SLOT_TTL_MS = 75_000;

/**
 * Takes a place: drops the places whose time ran out, then adds one if fewer than the cap are
 * left. KEYS[1]: the address's sorted set (member: a stream, score: when its place runs out, on
 * Redis's clock so instances' clocks do not matter); ARGV: cap, TTL in ms, member.
 */
const TAKE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

/** Extends this instance's places at one address. KEYS[1]: the set; ARGV: TTL in ms, members. */
const REFRESH = `
local t = redis.call('TIME')
local expiry = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000) + tonumber(ARGV[1])
for i = 2, #ARGV do redis.call('ZADD', KEYS[1], expiry, ARGV[i]) end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1`;

interface SlotCommands {
  neighbourlyTakeLiveSlot(key: string, cap: number, ttlMs: number, member: string): Promise<number>;
  neighbourlyRefreshLiveSlots(key: string, ttlMs: number, ...members: string[]): Promise<number>;
}

/** The Redis key of an address's places; tests give each database schema its own. */
export function addressSlotsKey(schema: string | undefined, ip: string): string {
  return `neighbourly:live-address:${schema ? `${schema}:` : ''}${addressKey(ip)}`;
}

/**
 * Every instance together (REDIS_URL): a sorted set per address, one member per open stream,
 * each with a time of expiry that its instance pushes back on every heartbeat. This instance's
 * own count applies too, and alone when Redis cannot be reached (the stream is let in).
 */
export class RedisAddressSlots implements AddressSlots {
  private readonly local: MemoryAddressSlots;
  private readonly redis: Redis & SlotCommands;
  /** This instance's places, by Redis key. */
  private readonly held = new Map<string, Set<string>>();
  private readonly instance = crypto.randomBytes(6).toString('base64url');
  private nextMember = 0;

  private readonly cap: number;
  private readonly schema: string | undefined;
  private readonly log: LiveLog;

  constructor(redis: Redis, cap: number, schema: string | undefined, log: LiveLog) {
    this.cap = cap;
    this.schema = schema;
    this.log = log;
    this.local = new MemoryAddressSlots(cap);
    redis.defineCommand('neighbourlyTakeLiveSlot', { numberOfKeys: 1, lua: TAKE });
    redis.defineCommand('neighbourlyRefreshLiveSlots', { numberOfKeys: 1, lua: REFRESH });
    this.redis = redis as Redis & SlotCommands;
  }

  async take(ip: string): Promise<AddressSlot | undefined> {
    const local = this.local.takeNow(ip);
    if (!local) return undefined;
    const key = addressSlotsKey(this.schema, ip);
    const member = `${this.instance}:${this.nextMember++}`;
    try {
      const taken = await this.redis.neighbourlyTakeLiveSlot(key, this.cap, SLOT_TTL_MS, member);
      if (taken !== 1) {
        local.release();
        return undefined;
      }
    } catch (error) {
      this.log.warn({ err: error }, 'live: Redis unreachable, the address cap counts this instance only');
      return local;
    }
    const members = this.held.get(key) ?? new Set<string>();
    members.add(member);
    this.held.set(key, members);
    return { release: () => this.release(key, member, local) };
  }

  refresh(): void {
    for (const [key, members] of this.held) {
      this.redis
        .neighbourlyRefreshLiveSlots(key, SLOT_TTL_MS, ...members)
        .catch((error: unknown) => this.log.warn({ err: error }, 'live: could not refresh address places'));
    }
  }

  private release(key: string, member: string, local: AddressSlot): void {
    const members = this.held.get(key);
    if (!members?.delete(member)) return;
    if (members.size === 0) this.held.delete(key);
    local.release();
    this.redis
      .zrem(key, member)
      .catch((error: unknown) => this.log.warn({ err: error }, 'live: could not give an address place back'));
  }
}
