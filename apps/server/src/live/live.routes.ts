/**
 * GET /live: a signed-in page's Server-Sent Events stream of its person's live events (new
 * messages, conversations read elsewhere). The session is checked when the page connects and
 * again before every write; the stream then belongs to this instance's bus listeners until the
 * page leaves or its session ends (sign-out, a password change, the account deleted: the bus
 * carries the word to every instance).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Redis } from 'ioredis';
import { API_PATHS } from '@neighbourly/shared';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../http/errors.ts';
import { requireUser } from '../http/guards.ts';
import { REQUEST_ID_HEADER } from '../http/request-context.ts';
import { unexpiredSessionsAmong } from '../http/session.repository.ts';
import { sessionHashOf } from '../http/session.ts';
import { MemoryAddressSlots, RedisAddressSlots, type AddressSlots } from './address-slots.ts';
import { SessionCheck } from './session-check.ts';
import { LiveStreams, STREAMS_PER_PERSON } from './streams.ts';

const tooManyStreams = () =>
  new AppError(
    429,
    'RATE_LIMITED',
    `You have more than ${STREAMS_PER_PERSON} pages open with live updates. Close some and reload this one.`,
  );

const tooManyFromAddress = (cap: number) =>
  new AppError(
    429,
    'RATE_LIMITED',
    `Your network address already has ${cap} pages open with live updates. Close some and reload this one.`,
  );

export interface LiveRoutesOptions {
  deps: AppDeps;
  /** With REDIS_URL: the app's connection, so the per-address cap counts every instance. */
  redis?: Redis | undefined;
}

export const liveRoutes: FastifyPluginAsync<LiveRoutesOptions> = async (app, { deps, redis }) => {
  const cap = deps.config.liveStreamsPerAddress;
  const schema = deps.config.database.dialect === 'postgres' ? deps.config.database.schema : undefined;
  const addresses: AddressSlots = redis
    ? new RedisAddressSlots(redis, cap, schema, app.log)
    : new MemoryAddressSlots(cap);
  const sessions = new SessionCheck((idHashes) => unexpiredSessionsAmong(deps.db, idHashes), app.log);
  const streams = new LiveStreams(deps.live, sessions, addresses);
  deps.live.useLogger?.(app.log);
  // Events this instance may have missed: the pages reconnect and load what they lack.
  const stopGaps = deps.live.onGap?.(() => {
    app.log.info({ streams: streams.size }, 'live: ending the open streams so the pages catch up');
    void streams.endAll();
  });
  // On SIGTERM (issue #32), and before the server waits for its connections to finish: an open
  // stream never would. The pages reconnect after a short delay, to another instance or this one
  // restarted.
  const endForShutdown = async () => {
    stopGaps?.();
    await streams.endAllForShutdown();
  };
  app.lifecycle.onShutdown(endForShutdown);
  app.addHook('preClose', endForShutdown);

  app.get(
    API_PATHS.live,
    // Not in the OpenAPI document (the README describes it): an event stream has no response
    // schema there, and tools that call every documented route (the fuzz suite, through
    // app.inject) would wait on it forever. Events: `message` and `read` (LiveEvent as JSON),
    // and a `: ping` every 25 s.
    { schema: { hide: true } },
    async (request, reply) => {
      const user = await requireUser(request);
      // requireUser found the session, so the cookie is there.
      const sessionHash = sessionHashOf(request) ?? '';
      if (!streams.hasRoomFor(user.id)) throw tooManyStreams();
      // request.ip: the socket's address, or X-Forwarded-For's with TRUST_PROXY.
      const slot = await addresses.take(request.ip);
      if (!slot) throw tooManyFromAddress(cap);
      // Another page of the person may have come in while the address was counted.
      if (!streams.hasRoomFor(user.id)) {
        slot.release();
        throw tooManyStreams();
      }
      // From here the stream is written by hand: Fastify neither serializes nor ends it.
      reply.hijack();
      // The reply's own headers are not written for a hijacked answer: its id goes on by hand.
      reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
      deps.metrics.liveStreamOpened();
      streams.open({ userId: user.id, sessionHash }, slot, reply.raw, () => {
        deps.metrics.liveStreamClosed();
        request.log.info(
          {
            method: request.method,
            url: request.url,
            statusCode: 200,
            durationMs: Math.round(reply.elapsedTime),
          },
          'live stream closed',
        );
      });
    },
  );
};
