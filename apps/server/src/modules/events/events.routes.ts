import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  createEventBodySchema,
  eventKeyQuerySchema,
  eventSchema,
  groupIdSchema,
  listEnvelope,
  pageQuerySchema,
  successEnvelope,
  updateEventBodySchema,
} from '@neighbourly/shared';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/guards.ts';
import { listOk } from '../../http/paging.ts';
import { processImage, readUpload, serveImage } from '../../storage/images.ts';
import {
  createEvent,
  deleteEvent,
  deleteEventCover,
  eventCalendar,
  eventsOfGroup,
  readEvent,
  requireEvent,
  requireHostedEvent,
  setEventCover,
  updateEvent,
} from './events.service.ts';

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
        description: 'The group owner creates an event and hosts it; data is the new event id.',
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
    { schema: { tags, querystring: eventKeyQuerySchema, response: { 200: successEnvelope(z.null()) } } },
    async (request) => {
      await deleteEvent(deps, await requireUser(request), request.query.groupId, request.query.eventId);
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
        description: 'Upcoming (not yet ended) soonest first, or past most recent first.',
        querystring: z
          .object({ groupId: groupIdSchema, showFutureEvents: z.enum(['true', 'false']).default('true') })
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
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(body);
    },
  );
};

/** The event's cover image: read by anyone, set and removed by the host. */
const eventCoverRoutes: EventsPlugin = async (app, { deps }) => {
  app.get(
    API_PATHS.eventImage,
    {
      schema: {
        tags,
        querystring: eventKeyQuerySchema,
        description: 'The cover image, with ETag; 404 when none.',
      },
    },
    async (request, reply) => {
      const event = await requireEvent(deps.db, request.query.groupId, request.query.eventId);
      return serveImage(deps, request, reply, 'event', String(event.id));
    },
  );

  app.post(
    API_PATHS.eventImage,
    {
      schema: {
        tags,
        querystring: eventKeyQuerySchema,
        description:
          'multipart/form-data with the image (png or jpeg, at most 5 MB) in the field "file". Host only.',
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const event = await requireHostedEvent(deps.db, user, request.query.groupId, request.query.eventId);
      await setEventCover(deps, event.id, await processImage(await readUpload(request, 'file')));
      return ok(null);
    },
  );

  app.delete(
    API_PATHS.eventImage,
    { schema: { tags, querystring: eventKeyQuerySchema, response: { 200: successEnvelope(z.null()) } } },
    async (request) => {
      await deleteEventCover(deps, await requireUser(request), request.query.groupId, request.query.eventId);
      return ok(null);
    },
  );
};

export const eventsRoutes: EventsPlugin = async (app, { deps }) => {
  await app.register(eventCrudRoutes, { deps });
  await app.register(groupEventsRoutes, { deps });
  await app.register(eventCalendarRoutes, { deps });
  await app.register(eventCoverRoutes, { deps });
};
