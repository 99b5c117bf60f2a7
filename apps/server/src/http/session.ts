/**
 * Sessions: a random 256-bit id in the SESSION cookie, stored hashed with idle and absolute
 * expiry; CSRF tokens are double-submitted and bound to the session by HMAC.
 */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  COOKIE_NAMES,
  DATE_TIME_PATTERN,
  isLocale,
  MESSAGES,
  XSRF_HEADER,
  type Locale,
  type SiteRole,
  type UserRole,
} from '@neighbourly/shared';
import { isSuspended } from '../db/suspension.ts';
import type { AppDeps } from '../deps.ts';
import { SESSIONS_ENDED } from '../live/bus.ts';
import { AppError } from './errors.ts';
import { startSessionCache, type SessionCache, type SessionRow } from './session-cache.ts';
import { hmac, safeEqual, sha256 } from './secret.ts';
import {
  deleteSession,
  deleteSessionsOf,
  findSessionWithUser,
  insertSession,
  suspensionOf,
  touchSession,
} from './session.repository.ts';
import { formatOnCommunityClock } from '../time/community-clock.ts';

export interface CurrentUser {
  id: string;
  name: string;
  hasAvatar: boolean;
  role: UserRole;
  /**
   * Moderation powers (issue #27): read with the session, so a change made by the app counts on
   * the next request (one made by the admin CLI, within SESSION_CACHE_MS for reads).
   */
  siteRole: SiteRole;
  /** "My neighbourhood" (issue #28), a slug of the shipped places, or null. */
  homePlace: string | null;
  /** The account's language (issue #29), when it is one the app speaks. */
  locale: Locale | null;
  /** The city of their profile, whose lists they see by default (empty: Vancouver's). */
  city: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, loaded once per request, or null for a visitor. */
    currentUser(): Promise<CurrentUser | null>;
  }
  interface FastifyContextConfig {
    /**
     * 'form': the route checks the CSRF token itself (sign-in carries it as a form field).
     * 'signedLink': no session is used; a signed token in the URL is the only authority, so
     * there is nothing to forge (one-click unsubscribe from a mail program, RFC 8058).
     */
    csrf?: 'header' | 'form' | 'signedLink';
    /** Probes (/healthz, /readyz): no session work at all, not even a CSRF cookie (issue #32). */
    sessionless?: boolean;
    /**
     * A GET that writes or hands out something lasting: it reads the stored session, as a
     * change does, never one kept a moment by the session cache.
     */
    freshSession?: boolean;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Sessions are touched at most this often, so reads do not become writes. */
const TOUCH_INTERVAL_MS = 5 * 60_000;

const userCache = new WeakMap<FastifyRequest, Promise<CurrentUser | null>>();
const csrfIssued = new WeakSet<FastifyRequest>();

export function sessionHashOf(request: FastifyRequest): string | null {
  const raw = request.cookies[COOKIE_NAMES.session];
  return raw ? sha256(raw) : null;
}

const csrfBinding = (sessionHash: string | null) => sessionHash ?? 'anonymous';

export function createCsrfToken(secret: string, sessionHash: string | null): string {
  const nonce = crypto.randomBytes(18).toString('base64url');
  return `${nonce}.${hmac(secret, `${nonce}.${csrfBinding(sessionHash)}`)}`;
}

export function isCsrfTokenValid(
  secret: string,
  token: string | undefined,
  sessionHash: string | null,
): boolean {
  if (!token) return false;
  const [nonce, signature, ...rest] = token.split('.');
  if (!nonce || !signature || rest.length > 0) return false;
  return safeEqual(signature, hmac(secret, `${nonce}.${csrfBinding(sessionHash)}`));
}

function setCsrfCookie(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, token: string) {
  csrfIssued.add(request);
  reply.setCookie(COOKIE_NAMES.xsrf, token, {
    path: '/',
    sameSite: 'lax',
    secure: deps.config.secureCookies,
    httpOnly: false,
  });
}

/** The token a client should send: the current cookie if still valid, else a new one. */
export function ensureCsrfToken(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): string {
  const current = request.cookies[COOKIE_NAMES.xsrf];
  const sessionHash = sessionHashOf(request);
  if (current && isCsrfTokenValid(deps.secret, current, sessionHash)) return current;
  const token = createCsrfToken(deps.secret, sessionHash);
  setCsrfCookie(deps, request, reply, token);
  return token;
}

/** Double-submit check: the sent token equals the cookie and is bound to this session. */
export function assertCsrf(deps: AppDeps, request: FastifyRequest, sentToken: string | undefined): void {
  const cookieToken = request.cookies[COOKIE_NAMES.xsrf];
  const valid =
    sentToken !== undefined &&
    cookieToken !== undefined &&
    safeEqual(sentToken, cookieToken) &&
    isCsrfTokenValid(deps.secret, sentToken, sessionHashOf(request));
  if (!valid) {
    throw new AppError(403, 'CSRF_INVALID', 'Invalid or missing CSRF token. Reload the page and try again.');
  }
}

/** Whether the session is still good at `nowIso`: unexpired, and its person not suspended. */
const isLive = (row: SessionRow, nowIso: string) =>
  row.idle_expires_at > nowIso && row.absolute_expires_at > nowIso && !isSuspended(row, nowIso);

async function loadUser(
  deps: AppDeps,
  sessions: SessionCache,
  request: FastifyRequest,
): Promise<CurrentUser | null> {
  const idHash = sessionHashOf(request);
  if (!idHash) return null;
  const now = new Date();
  const nowIso = now.toISOString();
  if (!UNSAFE_METHODS.has(request.method) && !request.routeOptions.config.freshSession) {
    const kept = sessions.get(idHash);
    if (kept && isLive(kept, nowIso)) return currentUserOf(kept);
  }
  const generation = sessions.currentGeneration();
  const row = await findSessionWithUser(deps.db, idHash);
  if (!row) {
    sessions.forget(idHash);
    return null;
  }
  // A suspension ends every session at once; a session that slipped past it still counts for nothing.
  if (!isLive(row, nowIso)) {
    sessions.forget(idHash);
    await deleteSession(deps.db, idHash);
    return null;
  }
  if (now.getTime() - Date.parse(row.last_seen_at) > TOUCH_INTERVAL_MS) {
    const idleExpiresAt = new Date(now.getTime() + deps.config.session.idleMs).toISOString();
    await touchSession(deps.db, idHash, nowIso, idleExpiresAt);
    row.last_seen_at = nowIso;
    row.idle_expires_at = idleExpiresAt;
  }
  sessions.keep(idHash, row, generation);
  return currentUserOf(row);
}

const currentUserOf = (row: SessionRow): CurrentUser => ({
  id: row.id,
  name: row.name,
  hasAvatar: row.has_avatar === 1,
  role: row.role,
  siteRole: row.site_role,
  homePlace: row.home_place,
  locale: isLocale(row.locale) ? row.locale : null,
  city: row.city,
});

/** A suspended account (issue #27) signs in nowhere: 403 saying until when and how to appeal. */
async function refuseSuspended(deps: AppDeps, userId: string): Promise<void> {
  const row = await suspensionOf(deps.db, userId);
  if (!row || !isSuspended(row, new Date().toISOString())) return;
  const until =
    row.suspended_until === null ? null : formatOnCommunityClock(row.suspended_until, DATE_TIME_PATTERN);
  throw new AppError(403, 'ACCOUNT_SUSPENDED', MESSAGES.accountSuspended(until, deps.config.helpEmail));
}

/** Signs a user in: a fresh session id every time (no fixation), a CSRF token bound to it. */
export async function startSession(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  await refuseSuspended(deps, userId);
  const previous = sessionHashOf(request);
  if (previous) await endOneSession(deps, previous);
  const id = crypto.randomBytes(32).toString('base64url');
  const idHash = sha256(id);
  const now = Date.now();
  await insertSession(deps.db, {
    id_hash: idHash,
    user_id: userId,
    created_at: new Date(now).toISOString(),
    last_seen_at: new Date(now).toISOString(),
    idle_expires_at: new Date(now + deps.config.session.idleMs).toISOString(),
    absolute_expires_at: new Date(now + deps.config.session.absoluteMs).toISOString(),
  });
  reply.setCookie(COOKIE_NAMES.session, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.config.secureCookies,
    maxAge: Math.floor(deps.config.session.absoluteMs / 1000),
  });
  setCsrfCookie(deps, request, reply, createCsrfToken(deps.secret, idHash));
  userCache.delete(request);
}

/**
 * Signs out: the session row goes, so the old cookie no longer works anywhere, and the live
 * streams opened with it end on every instance.
 */
export async function endSession(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const idHash = sessionHashOf(request);
  if (idHash) await endOneSession(deps, idHash);
  reply.clearCookie(COOKIE_NAMES.session, { path: '/' });
  reply.clearCookie(COOKIE_NAMES.legacySession, { path: '/' });
  setCsrfCookie(deps, request, reply, createCsrfToken(deps.secret, null));
  userCache.set(request, Promise.resolve(null));
}

/** Deletes one session, and ends the live streams opened with it. */
async function endOneSession(deps: AppDeps, idHash: string): Promise<void> {
  const userId = await deleteSession(deps.db, idHash);
  if (userId !== undefined) await announceSessionsEnded(deps, userId);
}

/**
 * Tells every instance that sessions of the person ended, once the deletion is committed: each
 * checks that person's open live streams against the sessions table and ends those whose
 * session is gone. (Streams also check their session at each delivery, so a lost message only
 * delays the end until the next event or heartbeat.)
 */
export async function announceSessionsEnded(deps: Pick<AppDeps, 'live'>, userId: string): Promise<void> {
  await deps.live.publish([userId], SESSIONS_ENDED);
}

/**
 * Ends every session of the person and their open live streams on every instance: for account deletion, and for a suspension when there is one.
 * (A password change ends the others inside its own transaction: deleteSessionsOf, then
 * announceSessionsEnded once committed.)
 */
export async function endSessionsOf(deps: AppDeps, userId: string): Promise<void> {
  await deleteSessionsOf(deps.db, userId);
  await announceSessionsEnded(deps, userId);
}

// Named, so fastify-plugin does not make an Error to find its name: formatting that stack read and
// kept the source maps of every chunk (~4 MB of heap, issue #31).
export const sessionPlugin = fp(
  async (app: FastifyInstance, { deps }: { deps: AppDeps }) => {
    const sessions = startSessionCache(deps);
    app.addHook('onClose', async () => sessions.stop());
    app.decorateRequest('currentUser', function (this: FastifyRequest) {
      let cached = userCache.get(this);
      if (!cached) {
        cached = loadUser(deps, sessions, this);
        userCache.set(this, cached);
      }
      return cached;
    });

    app.addHook('onRequest', async (request) => {
      if (!UNSAFE_METHODS.has(request.method)) return;
      const { csrf } = request.routeOptions.config;
      if (csrf === 'form' || csrf === 'signedLink') return;
      const header = request.headers[XSRF_HEADER];
      assertCsrf(deps, request, Array.isArray(header) ? header[0] : header);
    });

    // Hand every browser a valid token, so the SPA always has one to send.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.routeOptions.config.sessionless) return payload;
      if (!csrfIssued.has(request) && request.method === 'GET') ensureCsrfToken(deps, request, reply);
      return payload;
    });
  },
  { name: 'neighbourly-session' },
);
