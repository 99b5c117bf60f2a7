import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  defaultListQuerySchema,
  eventSchema,
  groupCardSchema,
  listEnvelope,
  searchEventsQuerySchema,
  searchGroupsQuerySchema,
} from '@neighbourly/shared';
import type { AppDeps } from '../../deps.ts';
import { listOk } from '../../http/paging.ts';
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
    { schema: { tags, querystring: defaultListQuerySchema, response: { 200: listEnvelope(eventSchema) } } },
    async (request) => listOk(await defaultEvents(deps, await request.currentUser(), request.query)),
  );
};
