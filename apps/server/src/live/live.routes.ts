/**
 * GET /live: a signed-in page's Server-Sent Events stream of its person's live events (new
 * messages, conversations read elsewhere). The session is checked once, when the page
 * connects; the stream then belongs to this instance's bus listeners until the page leaves.
 */
import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS } from '@neighbourly/shared';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../http/errors.ts';
import { requireUser } from '../http/guards.ts';
import { LiveStreams, STREAMS_PER_PERSON } from './streams.ts';

const tooManyStreams = () =>
  new AppError(
    429,
    'RATE_LIMITED',
    `You have more than ${STREAMS_PER_PERSON} pages open with live updates. Close some and reload this one.`,
  );

export const liveRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const streams = new LiveStreams(deps.live);
  deps.live.useLogger?.(app.log);
  // Events this instance may have missed: the pages reconnect and load what they lack.
  const stopGaps = deps.live.onGap?.(() => {
    app.log.info({ streams: streams.size }, 'live: ending the open streams so the pages catch up');
    void streams.endAll();
  });
  // Before the server waits for its connections to finish: an open stream never would.
  app.addHook('preClose', async () => {
    stopGaps?.();
    await streams.endAll();
  });

  app.get(
    API_PATHS.live,
    // Not in the OpenAPI document (the README describes it): an event stream has no response
    // schema there, and tools that call every documented route (the fuzz suite, through
    // app.inject) would wait on it forever. Events: `message` and `read` (LiveEvent as JSON),
    // and a `: ping` every 25 s.
    { schema: { hide: true } },
    async (request, reply) => {
      const user = await requireUser(request);
      if (!streams.hasRoomFor(user.id)) throw tooManyStreams();
      // From here the stream is written by hand: Fastify neither serializes nor ends it.
      reply.hijack();
      streams.open(user.id, reply.raw, () => {
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
