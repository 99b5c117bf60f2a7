import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, eventSchema, handOverEventBodySchema, successEnvelope } from '@neighbourly/shared';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/guards.ts';
import { handOverEvent } from './hosting.service.ts';

/** Handing an event to another host of its group. */
export const hostingRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.put(
    API_PATHS.eventHost,
    {
      schema: {
        tags: ['events'],
        description:
          'The host or the group owner gives the event to an event host or the owner of the group; ' +
          'the old host stays as a participant. data is the event.',
        body: handOverEventBodySchema,
        response: { 200: successEnvelope(eventSchema) },
      },
    },
    async (request) => ok(await handOverEvent(deps, await requireUser(request), request.body)),
  );
};
