import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
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
import type { Page } from '../../db/keyset.ts';
import { searchAddresses } from './geocoder.ts';
import { cityOf, defaultEvents, groupsOfCity, searchEvents, searchGroups } from './discovery.service.ts';
import { seesMoreThanVisitors } from './discovery.repository.ts';
import { ListCache, startListCache } from './list-cache.ts';

const groupList = listEnvelope(groupCardSchema);
const eventList = listEnvelope(eventSchema);

/** The body the route's serializer would send: same schema, same JSON, done once per computation. */
const bodyOf = <T>(schema: z.ZodType, page: Page<T>) => JSON.stringify(z.encode(schema, listOk(page)));

/** A cached body goes out as it is: Fastify skips serialization for a JSON string. */
const sendBody = (reply: FastifyReply, body: string) =>
  reply.type('application/json; charset=utf-8').send(body);

/** One key per distinct validated query, whatever the order of its parameters. */
const keyOf = (route: string, query: Record<string, unknown>) =>
  `${route}?${JSON.stringify(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : 1)))}`;

export const discoveryRoutes: FastifyPluginAsyncZod<{ deps: AppDeps; redis?: Redis | undefined }> = async (
  app,
  { deps, redis },
) => {
  const tags = ['discovery'];
  const cache = startListCache(deps, redis, app.log);
  app.addHook('onClose', async () => cache.stop());
  await app.register(eventListRoutes, { deps, cache });

  app.get(
    API_PATHS.groupSearch,
    {
      schema: {
        tags,
        querystring: searchGroupsQuerySchema,
        response: { 200: listEnvelope(groupCardSchema) },
      },
    },
    async (request, reply) => {
      const { onlyMyGroups, ...rest } = request.query;
      const mine = onlyMyGroups === 'true';
      const user = mine ? await request.currentUser() : null;
      // Without "mine" the answer is no one's in particular: one entry for everyone.
      const compute = async () => bodyOf(groupList, await searchGroups(deps, user, { mine, ...rest }));
      const key = keyOf('groups/search', request.query);
      if (mine && !user) return listOk(await searchGroups(deps, null, { mine, ...rest }));
      return sendBody(reply, await cache.get(user ? ListCache.viewerKey(user.id, key) : key, compute));
    },
  );

  app.get(
    API_PATHS.groupDefaults,
    {
      schema: { tags, querystring: defaultListQuerySchema, response: { 200: listEnvelope(groupCardSchema) } },
    },
    async (request, reply) => {
      // A group card says nothing of who asks: the city's list is everyone's in that city.
      const city = cityOf(await request.currentUser());
      const body = await cache.get(keyOf(`groups/default/${city}`, request.query), async () =>
        bodyOf(groupList, await groupsOfCity(deps, city, request.query)),
      );
      return sendBody(reply, body);
    },
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
};

/** Upcoming events: search and the default list, through the list cache. */
const eventListRoutes: FastifyPluginAsyncZod<{ deps: AppDeps; cache: ListCache }> = async (
  app,
  { deps, cache },
) => {
  const tags = ['discovery'];
  app.get(
    API_PATHS.eventSearch,
    { schema: { tags, querystring: searchEventsQuerySchema, response: { 200: listEnvelope(eventSchema) } } },
    async (request, reply) => {
      const { eventsFromMyGroups, ...rest } = request.query;
      const user = await request.currentUser();
      const input = { mine: eventsFromMyGroups === 'true', ...rest };
      if (input.mine && !user) return listOk(await searchEvents(deps, null, input));
      // A person in groups or at events also sees their groups' private events, their place in
      // line, meeting links: their answer is theirs alone. Anyone else gets the visitors' answer.
      const key = keyOf('events/search', request.query);
      // Their own answer, while fresh, is still theirs: no membership or place changed since.
      const kept = user ? cache.fresh(ListCache.viewerKey(user.id, key)) : undefined;
      if (kept) return sendBody(reply, kept);
      const own = user && (input.mine || (await seesMoreThanVisitors(deps, user.id))) ? user : null;
      const body = await cache.get(own ? ListCache.viewerKey(own.id, key) : key, async () =>
        bodyOf(eventList, await searchEvents(deps, own, input)),
      );
      return sendBody(reply, body);
    },
  );

  app.get(
    API_PATHS.eventDefaults,
    { schema: { tags, querystring: defaultEventsQuerySchema, response: { 200: listEnvelope(eventSchema) } } },
    async (request, reply) => {
      const user = await request.currentUser();
      const city = cityOf(user);
      // Public events only, but the list shows a person in groups or at events their place in
      // line, meeting links, their groups' private dates of a series: theirs alone. Anyone else
      // gets their city's visitors' answer.
      const key = keyOf(`events/default/${city}`, request.query);
      const kept = user ? cache.fresh(ListCache.viewerKey(user.id, key)) : undefined;
      if (kept) return sendBody(reply, kept);
      const own = user && (await seesMoreThanVisitors(deps, user.id)) ? user : null;
      const body = await cache.get(own ? ListCache.viewerKey(own.id, key) : key, async () =>
        bodyOf(eventList, await defaultEvents(deps, own, request.query, city)),
      );
      return sendBody(reply, body);
    },
  );
};
