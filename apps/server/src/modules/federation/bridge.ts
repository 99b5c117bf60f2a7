/**
 * Fedify inside Fastify: an `onRequest` hook hands the fediverse's paths to Fedify as a web
 * Request and sends back its Response (the `@fedify/fastify` package, not on our registry, is
 * the same few lines). Before Fedify: an inbox body over the size cap is refused (413), and a
 * signature by a key on a blocked server is refused (403) without being read further.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import type { LazyFederation } from './federation-loader.ts';
import { isBlocked } from './federation.repository.ts';

const FEDERATION_PATHS = /^\/(?:ap\/|\.well-known\/(?:webfinger|nodeinfo)(?:$|\?)|nodeinfo\/)/;

/** The host of the key that signed the request (draft-cavage `keyId`, or RFC 9421's `keyid`). */
export function signingHost(request: FastifyRequest): string | undefined {
  const header = [request.headers.signature, request.headers['signature-input']].filter(Boolean).join(',');
  const keyId = /keyid="([^"]+)"/i.exec(header)?.[1];
  if (!keyId || !URL.canParse(keyId)) return undefined;
  return new URL(keyId).host.toLowerCase();
}

/** The body as a stream that fails once it passes `maxBytes`. */
function cappedBody(request: FastifyRequest, maxBytes: number): ReadableStream {
  let size = 0;
  const source = request.raw;
  const capped = new Readable({ read() {} });
  source.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > maxBytes) {
      capped.destroy(new Error('The body is too large.'));
      source.destroy();
      return;
    }
    capped.push(chunk);
  });
  source.on('end', () => capped.push(null));
  source.on('error', (error) => capped.destroy(error));
  return Readable.toWeb(capped) as ReadableStream;
}

function toWebRequest(request: FastifyRequest, publicUrl: string, maxBytes: number): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.raw.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, String(value));
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  // The public URL, not the Host header: signatures name our address as the sender meant it.
  return new Request(new URL(request.url, publicUrl), {
    method: request.method,
    headers,
    ...(hasBody ? { body: cappedBody(request, maxBytes), duplex: 'half' } : {}),
  } as RequestInit);
}

/** A group's or an event's page in the app, by its path. */
const PAGE_PATH = /^\/group\/([a-z0-9_]{1,30})(?:\/events\/(\d{1,15}))?\/?(?:\?.*)?$/;
const ACTIVITY_TYPES = /application\/(?:activity\+json|ld\+json)/;

/**
 * Someone pastes a group's or event's page address into Mastodon's search: Mastodon asks for
 * it as ActivityPub, and is sent to the group's actor or the event's object.
 */
function activityAddressOf(request: FastifyRequest, publicUrl: string): string | undefined {
  if (request.method !== 'GET' || !ACTIVITY_TYPES.test(request.headers.accept ?? '')) return undefined;
  const page = PAGE_PATH.exec(request.url);
  if (!page) return undefined;
  return page[2] ? `${publicUrl}/ap/events/${page[2]}` : `${publicUrl}/ap/groups/${page[1]}`;
}

export function registerFederationBridge(app: FastifyInstance, deps: AppDeps, fedify: LazyFederation): void {
  const { maxBytes } = deps.config.federation;
  app.addHook('onRequest', async (request, reply) => {
    const activityAddress = activityAddressOf(request, deps.config.publicUrl);
    if (activityAddress) return reply.header('vary', 'Accept').redirect(activityAddress, 302);
    if (!FEDERATION_PATHS.test(request.url)) return;
    if (request.method === 'POST') {
      if (Number(request.headers['content-length'] ?? 0) > maxBytes) {
        return reply.code(413).type('text/plain').send('The body is too large.');
      }
      const host = signingHost(request);
      if (host && (await isBlocked(deps.db, host))) {
        return reply.code(403).type('text/plain').send('This server is blocked.');
      }
    }
    // Fedify itself is loaded with the first such request.
    const { federation } = await fedify.load();
    let response: Response;
    try {
      response = await federation.fetch(toWebRequest(request, deps.config.publicUrl, maxBytes), {
        contextData: undefined,
        onNotFound: () =>
          new Response('Not found.', { status: 404, headers: { 'content-type': 'text/plain' } }),
        onNotAcceptable: () =>
          new Response('Not acceptable.', {
            status: 406,
            headers: { 'content-type': 'text/plain', vary: 'Accept' },
          }),
      });
    } catch (error) {
      // A body cut off at the cap, or one that is not JSON: the sender's fault, not ours.
      request.log.warn({ err: error }, 'federation: refused a request');
      return reply.code(400).type('text/plain').send('The request could not be read.');
    }
    reply.code(response.status);
    response.headers.forEach((value, key) => void reply.header(key, value));
    return reply.send(Buffer.from(await response.arrayBuffer()));
  });
}
