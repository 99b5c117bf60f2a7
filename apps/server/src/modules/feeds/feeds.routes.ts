/**
 * Files for calendar apps, feed readers and spreadsheets (issue #18), plus the JSON the
 * Settings page asks for a person's calendar address. The files are not JSON: each route
 * declares what it reads; the body it answers is text of the type it names.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  calendarUrlSchema,
  eventKeyQuerySchema,
  groupIdQuerySchema,
  successEnvelope,
} from '@neighbourly/shared';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/guards.ts';
import { readerLocale } from '../../http/locale.ts';
import { attendeesCsv } from './attendees-csv.ts';
import {
  calendarUrlOf,
  groupAtomFeed,
  groupCalendar,
  personalCalendar,
  regenerateCalendarUrl,
} from './feeds.service.ts';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
/** What anyone may read: shared caches may keep it a quarter of an hour. */
const PUBLIC_CACHE = 'public, max-age=900';
/** What only one person may read: kept by no cache. */
const PRIVATE_NO_STORE = 'private, no-store';
/** The files' fixed texts follow the reader's language (issue #29): account, cookie or browser. */
const VARY_LANGUAGE = 'Cookie, Accept-Language';

type FeedsPlugin = FastifyPluginAsyncZod<{ deps: AppDeps }>;
const tags = ['calendars and feeds'];

/** A group's calendar and Atom feed. */
const groupFeedsRoutes: FeedsPlugin = async (app, { deps }) => {
  app.get(
    API_PATHS.groupCalendar,
    {
      schema: {
        tags,
        description:
          "The group's upcoming events as an iCalendar (text/calendar) to subscribe to: a public " +
          "group's public events for anyone; every event of a private group, for its members.",
        querystring: groupIdQuerySchema,
      },
    },
    async (request, reply) => {
      const calendar = await groupCalendar(
        deps,
        await request.currentUser(),
        request.query.groupId,
        await readerLocale(request),
      );
      return reply
        .type(CALENDAR_TYPE)
        .header('vary', VARY_LANGUAGE)
        .header('cache-control', calendar.isPublic ? PUBLIC_CACHE : PRIVATE_NO_STORE)
        .send(calendar.body);
    },
  );

  app.get(
    API_PATHS.groupFeed,
    {
      schema: {
        tags,
        description:
          "A public group's upcoming public events as an Atom feed; a private group has none (403).",
        querystring: groupIdQuerySchema,
      },
    },
    async (request, reply) =>
      reply
        .type('application/atom+xml; charset=utf-8')
        .header('cache-control', PUBLIC_CACHE)
        .header('vary', VARY_LANGUAGE)
        .send(await groupAtomFeed(deps, request.query.groupId, await readerLocale(request))),
  );
};

/** A person's private calendar and its address. */
const personalCalendarRoutes: FeedsPlugin = async (app, { deps }) => {
  app.get(
    API_PATHS.calendarUrl,
    {
      // It may make a lasting secret address: decided on the stored session, never a kept one.
      config: { freshSession: true },
      schema: {
        tags,
        description: "The caller's private calendar address (made on the first ask).",
        response: { 200: successEnvelope(calendarUrlSchema) },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', PRIVATE_NO_STORE)
        .send(ok({ url: await calendarUrlOf(deps, await requireUser(request)) })),
  );

  app.post(
    API_PATHS.calendarUrl,
    {
      // It may make a lasting secret address: decided on the stored session, never a kept one.
      config: { freshSession: true },
      schema: {
        tags,
        description: 'A new private calendar address for the caller; the old one stops working (404).',
        response: { 200: successEnvelope(calendarUrlSchema) },
      },
    },
    async (request) => ok({ url: await regenerateCalendarUrl(deps, await requireUser(request)) }),
  );

  app.get(
    `${API_PATHS.personalCalendar}/:file`,
    {
      schema: {
        tags,
        description:
          "A person's upcoming events (hosting, going, waitlisted) as an iCalendar; the address " +
          'carries its secret: no session needed. An unknown or replaced token: 404.',
        params: z.object({ file: z.string() }),
      },
    },
    async (request, reply) =>
      reply
        .type(CALENDAR_TYPE)
        .header('cache-control', PRIVATE_NO_STORE)
        .send(await personalCalendar(deps, request.params.file, () => readerLocale(request))),
  );
};

const attendeesExportRoutes: FeedsPlugin = async (app, { deps }) => {
  app.get(
    API_PATHS.eventParticipantsExport,
    {
      schema: {
        tags,
        description:
          'The host or the group owner downloads the attendee list (Name, Role, RSVP time) as CSV.',
        querystring: eventKeyQuerySchema,
      },
    },
    async (request, reply) => {
      const { groupId, eventId } = request.query;
      const file = await attendeesCsv(
        deps,
        await requireUser(request),
        groupId,
        eventId,
        await readerLocale(request),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', PRIVATE_NO_STORE)
        .send(file.body);
    },
  );
};

export const feedsRoutes: FeedsPlugin = async (app, { deps }) => {
  await app.register(groupFeedsRoutes, { deps });
  await app.register(personalCalendarRoutes, { deps });
  await app.register(attendeesExportRoutes, { deps });
};
