import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  importedEventSchema,
  importedGroupSchema,
  importUrlQuerySchema,
  successEnvelope,
} from '@neighbourly/shared';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/guards.ts';
import { importEvent, importGroup } from './meetup-import.service.ts';

const MINUTE = 60_000;

export const meetupImportRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['import'];
  // Each import makes this server fetch a page elsewhere: signed-in users only, and few.
  const rateLimit = { max: deps.config.rateLimits.importPerMinute, timeWindow: MINUTE };

  app.get(
    API_PATHS.importGroup,
    {
      config: { rateLimit },
      schema: {
        tags,
        querystring: importUrlQuerySchema,
        description: 'Reads a public Meetup group page: a free group id, its title and description.',
        response: { 200: successEnvelope(importedGroupSchema) },
      },
    },
    async (request) => {
      await requireUser(request);
      return ok(await importGroup(deps, request.query.url));
    },
  );

  app.get(
    API_PATHS.importEvent,
    {
      config: { rateLimit },
      schema: {
        tags,
        querystring: importUrlQuerySchema,
        description: 'Reads a public Meetup event page: title, description, location and start (ISO).',
        response: { 200: successEnvelope(importedEventSchema) },
      },
    },
    async (request) => {
      await requireUser(request);
      return ok(await importEvent(deps, request.query.url));
    },
  );
};
