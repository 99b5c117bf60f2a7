import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  createEventBodySchema,
  deleteEventQuerySchema,
  eventCoverQuerySchema,
  eventKeyQuerySchema,
  eventSchema,
  groupIdSchema,
  listEnvelope,
  pageQuerySchema,
  rowIdSchema,
  successEnvelope,
  updateEventBodySchema,
} from '@neighbourly/shared';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/guards.ts';
import { readerLocale } from '../../http/locale.ts';
import { listOk } from '../../http/paging.ts';
import { imageRoutes } from '../../storage/image-routes.ts';
import { hostingRoutes } from './hosting.routes.ts';
import { requireEvent } from './event-access.ts';
import { createEvent, deleteEvent, markEventCover, updateEvent } from './events.service.ts';
import { eventCalendar, eventsOfGroup, readEvent } from './reading.service.ts';
import { eventCoverTarget } from './series-covers.ts';
import { shownCover } from './series.service.ts';

type EventsPlugin = FastifyPluginAsyncZod<{ deps: AppDeps }>;
const tags = ['events'];

/** Reading, creating, changing and deleting one event. */
const eventCrudRoutes: EventsPlugin = async (app, { deps }) => {
  app.get(
    API_PATHS.events,
    { schema: { tags, querystring: eventKeyQuerySchema, response: { 200: successEnvelope(eventSchema) } } },
    async (request) =>
      ok(await readEvent(deps, await request.currentUser(), request.query.groupId, request.query.eventId)),
  );

  app.post(
    API_PATHS.events,
    {
      schema: {
        tags,
        description:
          'The group owner or a host creates an event and hosts it; with `recurrence`, every event of the series. Data: the (first) event id.',
        body: createEventBodySchema,
        response: { 201: successEnvelope(z.number().int()) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await createEvent(deps, await requireUser(request), request.body))),
  );

  app.put(
    API_PATHS.events,
    { schema: { tags, body: updateEventBodySchema, response: { 200: successEnvelope(eventSchema) } } },
    async (request) => ok(await updateEvent(deps, await requireUser(request), request.body)),
  );

  app.delete(
    API_PATHS.events,
    { schema: { tags, querystring: deleteEventQuerySchema, response: { 200: successEnvelope(z.null()) } } },
    async (request) => {
      await deleteEvent(deps, await requireUser(request), request.query);
      return ok(null);
    },
  );
};

/** A group's upcoming or past events. */
const groupEventsRoutes: EventsPlugin = async (app, { deps }) => {
  app.get(
    API_PATHS.eventsForGroup,
    {
      schema: {
        tags,
        description:
          'Upcoming (not yet ended) soonest first, or past most recent first. Upcoming, a series is listed once, at its next event; with `seriesId`, every event of that series.',
        querystring: z
          .object({
            groupId: groupIdSchema,
            showFutureEvents: z.enum(['true', 'false']).default('true'),
            seriesId: rowIdSchema.optional(),
          })
          .extend(pageQuerySchema.shape),
        response: { 200: listEnvelope(eventSchema) },
      },
    },
    async (request) =>
      listOk(
        await eventsOfGroup(
          deps,
          await request.currentUser(),
          request.query.groupId,
          request.query.showFutureEvents === 'true',
          request.query,
        ),
      ),
  );
};

/** The event as a calendar file. */
const eventCalendarRoutes: EventsPlugin = async (app, { deps }) => {
  app.get(
    API_PATHS.eventCalendar,
    {
      schema: {
        tags,
        querystring: eventKeyQuerySchema,
        description: 'The event as an iCalendar (.ics) file.',
      },
    },
    async (request, reply) => {
      const { filename, body } = await eventCalendar(
        deps,
        await request.currentUser(),
        request.query.groupId,
        request.query.eventId,
        await readerLocale(request),
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(body);
    },
  );
};

/**
 * The event's cover image: read by anyone (its own, else its series'), set and removed by the
 * host or the group's owner; `scope=SERIES` for the cover of every event of its series.
 */
const eventCoverRoutes = imageRoutes({
  kind: 'event',
  path: API_PATHS.eventImage,
  tags,
  querystring: eventCoverQuerySchema,
  field: 'file',
  changedBy: 'The host or the group owner (scope=SERIES: the cover of all events in the series)',
  findOwner: async (deps, { groupId, eventId }) => shownCover(await requireEvent(deps.db, groupId, eventId)),
  authorizeChange: eventCoverTarget,
  markOwner: markEventCover,
  noImage: 'This event has no cover image of its own.',
});

export const eventsRoutes: EventsPlugin = async (app, { deps }) => {
  await app.register(eventCrudRoutes, { deps });
  await app.register(groupEventsRoutes, { deps });
  await app.register(eventCalendarRoutes, { deps });
  await app.register(eventCoverRoutes, { deps });
  await app.register(hostingRoutes, { deps });
};
