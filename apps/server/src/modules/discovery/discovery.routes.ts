import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressMatchSchema,
  addressSearchQuerySchema,
  API_PATHS,
  defaultEventsQuerySchema,
  defaultListQuerySchema,
  PLACES,
  placeSchema,
  eventSchema,
  groupCardSchema,
  listEnvelope,
  successEnvelope,
  searchEventsQuerySchema,
  searchGroupsQuerySchema,
} from '@neighbourly/shared';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { listOk } from '../../http/paging.ts';
import { requireUser } from '../../http/guards.ts';
import { searchAddresses } from './geocoder.ts';
import { defaultEvents, defaultGroups, searchEvents, searchGroups } from './discovery.service.ts';

export const discoveryRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['discovery'];

  app.get(
    API_PATHS.groupSearch,
    {
      schema: {
        tags,
        querystring: searchGroupsQuerySchema,
        response: { 200: listEnvelope(groupCardSchema) },
      },
    },
    async (request) => {
      const { onlyMyGroups, ...rest } = request.query;
      return listOk(
        await searchGroups(deps, await request.currentUser(), { mine: onlyMyGroups === 'true', ...rest }),
      );
    },
  );

  app.get(
    API_PATHS.groupDefaults,
    {
      schema: { tags, querystring: defaultListQuerySchema, response: { 200: listEnvelope(groupCardSchema) } },
    },
    async (request) => listOk(await defaultGroups(deps, await request.currentUser(), request.query)),
  );

  // The shipped places a pin is centred on and a distance measured from (issue #28).
  app.get(
    API_PATHS.places,
    { schema: { tags, response: { 200: successEnvelope(z.array(placeSchema)) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return ok([...PLACES]);
    },
  );

  // Addresses for a pin (issue #28): signed-in people only, and not fast, so the geocoder's
  // own usage policy (about one request a second) holds for a community of this size.
  app.get(
    API_PATHS.placeSearch,
    {
      config: { rateLimit: { max: deps.config.rateLimits.importPerMinute, timeWindow: 60_000 } },
      schema: {
        tags,
        querystring: addressSearchQuerySchema,
        response: { 200: successEnvelope(z.array(addressMatchSchema)) },
      },
    },
    async (request) => {
      await requireUser(request);
      return ok(await searchAddresses(deps, request.query.q));
    },
  );

  app.get(
    API_PATHS.eventSearch,
    { schema: { tags, querystring: searchEventsQuerySchema, response: { 200: listEnvelope(eventSchema) } } },
    async (request) => {
      const { eventsFromMyGroups, ...rest } = request.query;
      return listOk(
        await searchEvents(deps, await request.currentUser(), {
          mine: eventsFromMyGroups === 'true',
          ...rest,
        }),
      );
    },
  );

  app.get(
    API_PATHS.eventDefaults,
    { schema: { tags, querystring: defaultEventsQuerySchema, response: { 200: listEnvelope(eventSchema) } } },
    async (request) => listOk(await defaultEvents(deps, await request.currentUser(), request.query)),
  );
};
