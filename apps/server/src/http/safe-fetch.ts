/**
 * Fetches a page on behalf of a user without letting them reach inside our network (SSRF):
 * only listed origins (scheme, host, port), every address the host resolves to must be public
 * (checked at connection time, so DNS cannot change its answer in between), redirects are
 * followed by hand and checked the same way, with a time-out and a cap on the body size.
 */
import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export interface SafeFetchOptions {
  /** The origins it may fetch from; `any` for any http(s) origin (the fediverse, issue #30). */
  origins: string[] | 'any';
  /** Hosts that may resolve to loopback or private addresses: a test's fixture server only. */
  privateHosts: string[];
  timeoutMs: number;
  maxBytes: number;
  maxRedirects?: number;
  /** What the caller reads: a page by default, JSON for the geocoder (issue #28). */
  accept?: string;
  userAgent?: string;
  /** More request headers (an HTTP signature, issue #30). */
  headers?: Record<string, string>;
}

export type FetchFailure = 'refused' | 'unreachable' | 'too-large' | 'timeout' | 'http-error';

export class SafeFetchError extends Error {
  readonly reason: FetchFailure;

  constructor(reason: FetchFailure, message: string) {
    super(message);
    this.reason = reason;
  }
}

/** Loopback, private, link-local (cloud metadata at 169.254.169.254), multicast… all but public. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address); // IPv4-mapped IPv6 becomes IPv4
  return parsed.range() === 'unicast';
}

export function guardedLookup(privateHosts: string[]): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const allowPrivate = privateHosts.includes(hostname);
      const refused = addresses.find((a) => !allowPrivate && !isPublicAddress(a.address));
      if (refused) {
        return callback(new SafeFetchError('refused', `${hostname} resolves to a non-public address`), '', 0);
      }
      if (options.all) return callback(null, addresses as never, 0);
      const first = addresses[0];
      if (!first) return callback(new SafeFetchError('unreachable', `${hostname} has no address`), '', 0);
      return callback(null, first.address, first.family);
    });
  };
}

function checkUrl(url: URL, options: SafeFetchOptions): void {
  const allowed =
    options.origins === 'any'
      ? url.protocol === 'https:' || url.protocol === 'http:'
      : options.origins.includes(url.origin);
  if (!allowed) {
    throw new SafeFetchError('refused', `${url.origin} is not an allowed origin`);
  }
  // An address written in the URL is never looked up, so it is checked here.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host) && !options.privateHosts.includes(host) && !isPublicAddress(host)) {
    throw new SafeFetchError('refused', `${host} is not a public address`);
  }
}

async function readCapped(body: AsyncIterable<Buffer>, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > maxBytes) throw new SafeFetchError('too-large', `the page is larger than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Whether `url` is http(s) and its host resolves to public addresses only (or is one of
 * `privateHosts`): checked before a URL another server gave us is stored for later requests.
 */
export async function isPublicHttpUrl(url: string, privateHosts: string[]): Promise<boolean> {
  if (!URL.canParse(url)) return false;
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (privateHosts.includes(host)) return true;
  if (ipaddr.isValid(host)) return isPublicAddress(host);
  try {
    const addresses = await dns.promises.lookup(host, { all: true });
    return addresses.length > 0 && addresses.every((a) => isPublicAddress(a.address));
  } catch {
    return false;
  }
}

/** The page's HTML and where it was found after redirects, or a SafeFetchError saying why not. */
export async function safeFetchPage(
  start: string,
  options: SafeFetchOptions,
): Promise<{ html: string; url: URL }> {
  // undici holds ~6 MB of heap: loaded with the first page fetched, not at start (issue #31).
  const { Agent, request } = await import('undici');
  const dispatcher = new Agent({
    connect: { lookup: guardedLookup(options.privateHosts), timeout: options.timeoutMs },
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  });
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    let url = new URL(start);
    for (let hop = 0; hop <= (options.maxRedirects ?? 3); hop++) {
      checkUrl(url, options);
      const response = await request(url, {
        dispatcher,
        signal,
        headers: {
          accept: options.accept ?? 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
          'accept-language': 'en-CA,en;q=0.9',
          'user-agent':
            options.userAgent ?? 'Mozilla/5.0 (compatible; Neighbourly import; +https://neighbourly.ca)',
          ...options.headers,
        },
      });
      const location = response.headers.location;
      if (response.statusCode >= 300 && response.statusCode < 400 && typeof location === 'string') {
        await response.body.dump();
        url = new URL(location, url);
        continue;
      }
      if (response.statusCode !== 200) {
        await response.body.dump();
        throw new SafeFetchError('http-error', `the page answered ${response.statusCode}`);
      }
      const length = Number(response.headers['content-length'] ?? 0);
      if (length > options.maxBytes) {
        await response.body.dump();
        throw new SafeFetchError('too-large', `the page is larger than ${options.maxBytes} bytes`);
      }
      return { html: await readCapped(response.body, options.maxBytes), url };
    }
    throw new SafeFetchError('refused', 'too many redirects');
  } catch (error) {
    if (error instanceof SafeFetchError) throw error;
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof SafeFetchError) throw cause;
    if (signal.aborted || (error as { name?: string }).name?.includes('Timeout')) {
      throw new SafeFetchError('timeout', 'the page took too long to answer');
    }
    throw new SafeFetchError('unreachable', 'the connection failed');
  } finally {
    await dispatcher.close().catch(() => undefined);
  }
}
