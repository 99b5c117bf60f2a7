/**
 * How Fedify fetches remote documents (actors, their keys, replied-to notes): through the same
 * guard as the Meetup import (no private or loopback address, checked at connection time; a
 * time-out; a size cap), with the JSON-LD contexts Fedify ships preloaded so they are never
 * fetched. Fedify caches what this returns in its key–value store.
 */
import { signRequest } from '@fedify/fedify';
import type {
  AuthenticatedDocumentLoaderFactory,
  DocumentLoader,
  RemoteDocument,
} from '@fedify/vocab-runtime';
import { preloadedContexts } from '@fedify/vocab-runtime';
import type { Config } from '../../config.ts';
import { safeFetchPage } from '../../http/safe-fetch.ts';

const ACTIVITY_JSON =
  'application/activity+json, application/ld+json; profile="https://www.w3.org/ns/activitystreams";q=0.9';

async function load(url: string, config: Config['federation'], headers?: Record<string, string>) {
  const page = await safeFetchPage(url, {
    origins: 'any',
    privateHosts: config.privateHosts,
    timeoutMs: config.timeoutMs,
    maxBytes: config.maxBytes,
    maxRedirects: 3,
    accept: ACTIVITY_JSON,
    userAgent: 'Neighbourly (ActivityPub; +https://neighbourly.ca)',
    ...(headers ? { headers } : {}),
  });
  return { contextUrl: null, documentUrl: page.url.href, document: JSON.parse(page.html) as unknown };
}

export function guardedDocumentLoader(config: Config['federation']): DocumentLoader {
  return async (url: string): Promise<RemoteDocument> => {
    const preloaded = (preloadedContexts as Record<string, unknown>)[url];
    if (preloaded !== undefined) return { contextUrl: null, documentUrl: url, document: preloaded };
    return load(url, config);
  };
}

/**
 * Signed fetches (Mastodon's "secure mode" asks for them), as a group or the instance: the same
 * guarded, capped fetch, with a draft-cavage signature made by Fedify (the one every server that
 * asks for signatures reads).
 */
export function guardedAuthenticatedLoader(config: Config['federation']): AuthenticatedDocumentLoaderFactory {
  return (identity) => async (url: string) => {
    const preloaded = (preloadedContexts as Record<string, unknown>)[url];
    if (preloaded !== undefined) return { contextUrl: null, documentUrl: url, document: preloaded };
    const signed = await signRequest(
      new Request(url, { headers: { accept: ACTIVITY_JSON } }),
      identity.privateKey,
      identity.keyId,
      { spec: 'draft-cavage-http-signatures-12' },
    );
    return load(url, config, Object.fromEntries(signed.headers));
  };
}
