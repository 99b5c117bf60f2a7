/**
 * A fediverse account on a server of its own, standing in for Mastodon in the federation tests
 * (issue #30). Its documents are written with Fedify's vocabulary, but what matters is checked
 * with code nobody here wrote: it signs its requests, and verifies every delivery it receives,
 * with PeerTube's `@peertube/http-signature` (draft-cavage signatures, as Mastodon uses), and
 * checks each delivery's Digest against its body. A delivery that fails is answered 401 and
 * recorded as refused.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error: the library ships no types.
import httpSignature from '@peertube/http-signature';

export interface Delivery {
  path: string;
  /** The key that signed it, as the signature names it. */
  keyId: string;
  activity: Record<string, unknown>;
}

interface ParsedSignature {
  keyId: string;
}

const sha256Digest = (body: string) => `SHA-256=${crypto.createHash('sha256').update(body).digest('base64')}`;

export class FediverseActor {
  readonly host: string;
  readonly username: string;
  readonly deliveries: Delivery[] = [];
  readonly refused: { path: string; reason: string }[] = [];
  /** While true, every delivery is answered 503 (the server is down). */
  down = false;
  /** Deliveries tried while it was down. */
  triedWhileDown = 0;
  /** When set, its inboxes answer every delivery with a redirect there (a hostile server). */
  redirectInboxTo: string | undefined;
  /** Mastodon's "secure mode": its documents only to signed requests, verified as deliveries. */
  secureMode = false;
  /** Signed fetches of its documents it verified. */
  signedFetches = 0;
  private keys: crypto.KeyPairKeyObjectResult;
  private server: http.Server | undefined;
  private port = 0;

  constructor(options: { host?: string; username?: string } = {}) {
    this.host = options.host ?? '127.0.0.4';
    this.username = options.username ?? 'alex';
    this.keys = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  }

  get origin(): string {
    return `http://${this.host}:${this.port}`;
  }

  get id(): string {
    return `${this.origin}/users/${this.username}`;
  }

  get keyId(): string {
    return `${this.id}#main-key`;
  }

  get handle(): string {
    return `${this.username}@${this.host}:${this.port}`;
  }

  /** A new key pair: what the actor document says from now on (a key rotated on its server). */
  rotateKey(): crypto.KeyPairKeyObjectResult {
    const old = this.keys;
    this.keys = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    return old;
  }

  actorDocument(): Record<string, unknown> {
    return {
      '@context': ['https://www.w3.org/ns/activitystreams', 'https://w3id.org/security/v1'],
      id: this.id,
      type: 'Person',
      preferredUsername: this.username,
      name: 'Alex Tremblay',
      url: `${this.origin}/@${this.username}`,
      inbox: `${this.id}/inbox`,
      outbox: `${this.id}/outbox`,
      endpoints: { sharedInbox: `${this.origin}/inbox` },
      publicKey: {
        id: this.keyId,
        owner: this.id,
        publicKeyPem: this.keys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      },
    };
  }

  async start(): Promise<void> {
    this.server = http.createServer((request, response) => void this.handle_(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, this.host, resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private async handle_(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = new URL(request.url ?? '/', this.origin);
    const body = await readBody(request);
    const json = (status: number, document: unknown, type = 'application/activity+json') => {
      response.writeHead(status, { 'content-type': type });
      response.end(JSON.stringify(document));
    };
    if (request.method === 'GET' && url.pathname === `/users/${this.username}`) {
      if (this.secureMode) {
        try {
          await this.verifySignature(request, ['(request-target)', 'host', 'date']);
          this.signedFetches++;
        } catch {
          response.writeHead(401).end();
          return;
        }
      }
      return json(200, this.actorDocument());
    }
    if (request.method === 'GET' && url.pathname === '/.well-known/webfinger') {
      return json(
        200,
        {
          subject: `acct:${this.handle}`,
          links: [{ rel: 'self', type: 'application/activity+json', href: this.id }],
        },
        'application/jrd+json',
      );
    }
    if (
      request.method === 'POST' &&
      // The shared inbox, the account's own, and more on the server (one per account it hosts).
      (url.pathname === '/inbox' ||
        url.pathname.startsWith('/inbox/') ||
        url.pathname === `/users/${this.username}/inbox`)
    ) {
      if (this.redirectInboxTo) {
        response.writeHead(307, { location: this.redirectInboxTo }).end();
        return;
      }
      if (this.down) {
        this.triedWhileDown++;
        response.writeHead(503).end();
        return;
      }
      try {
        const keyId = await this.verify(request, body);
        this.deliveries.push({
          path: url.pathname,
          keyId,
          activity: JSON.parse(body) as Record<string, unknown>,
        });
        response.writeHead(202).end();
      } catch (error) {
        this.refused.push({ path: url.pathname, reason: (error as Error).message });
        response.writeHead(401).end();
      }
      return;
    }
    response.writeHead(404).end();
  }

  /** PeerTube's check: the signature over (request-target), host, date and digest, by the key its id names. */
  private async verify(request: http.IncomingMessage, body: string): Promise<string> {
    if (request.headers.digest !== sha256Digest(body)) throw new Error('digest does not match the body');
    return this.verifySignature(request, ['(request-target)', 'host', 'date', 'digest']);
  }

  private async verifySignature(request: http.IncomingMessage, headers: string[]): Promise<string> {
    const parsed = httpSignature.parseRequest(request, {
      authorizationHeaderName: 'signature',
      headers,
      clockSkew: 3600,
    }) as ParsedSignature;
    const owner = await fetchJson(parsed.keyId.replace(/#.*$/, ''));
    const publicKey = (owner.publicKey ?? {}) as { id?: string; owner?: string; publicKeyPem?: string };
    if (publicKey.id !== parsed.keyId || publicKey.owner !== owner.id || !publicKey.publicKeyPem) {
      throw new Error('the key is not its owner’s');
    }
    if (!httpSignature.verifySignature(parsed, publicKey.publicKeyPem)) throw new Error('bad signature');
    return parsed.keyId;
  }

  /**
   * POSTs `activity` to `inbox`, signed as Mastodon signs (draft-cavage, rsa-sha256, with a
   * Digest); `key` and `date` let a test sign with another key or at another time.
   */
  async post(
    inbox: string,
    activity: unknown,
    options: { key?: crypto.KeyObject; date?: Date; body?: string; tamper?: boolean } = {},
  ): Promise<{ status: number; body: string }> {
    const body = options.body ?? JSON.stringify(activity);
    const target = new URL(inbox);
    return new Promise((resolve, reject) => {
      const request = http.request(
        target,
        {
          method: 'POST',
          headers: {
            host: target.host,
            date: (options.date ?? new Date()).toUTCString(),
            digest: sha256Digest(body),
            'content-type': 'application/activity+json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (response) => {
          void readBody(response).then((text) => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      request.on('error', reject);
      httpSignature.signRequest(request, {
        key: (options.key ?? this.keys.privateKey).export({ type: 'pkcs8', format: 'pem' }),
        keyId: this.keyId,
        authorizationHeaderName: 'Signature',
        headers: ['(request-target)', 'host', 'date', 'digest'],
      });
      // A body changed after signing (same length, another word): its digest no longer matches.
      request.end(
        options.tamper
          ? body.replace(/"content":"(.)/, (_, c: string) => `"content":"${c === 'X' ? 'Y' : 'X'}`)
          : body,
      );
    });
  }

  /** A new activity id on this server. */
  activityId(kind: string): string {
    return `${this.id}/activities/${kind}-${crypto.randomUUID()}`;
  }
}

function readBody(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', reject);
  });
}

async function fetchJson(url: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, { headers: { accept: 'application/activity+json' } });
  if (!response.ok) throw new Error(`fetching ${url}: ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}
