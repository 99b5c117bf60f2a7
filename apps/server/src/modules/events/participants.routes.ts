import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  attendBodySchema,
  eventKeyQuerySchema,
  eventParticipantSchema,
  participantQuerySchema,
  successEnvelope,
  userEventSchema,
  userIdSchema,
} from '@neighbourly/shared';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/guards.ts';
import { attend, eventsOfUser, leave, participantsOfEvent } from './participants.service.ts';

export const participantsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['participants'];

  app.post(
    API_PATHS.eventParticipants,
    {
      schema: {
        tags,
        description: 'Attend: data.role is PARTICIPANT while places remain, else WAITLISTED.',
        body: attendBodySchema,
        response: { 201: successEnvelope(eventParticipantSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await attend(deps, await requireUser(request), request.body))),
  );

  app.delete(
    API_PATHS.eventParticipants,
    { schema: { tags, querystring: participantQuerySchema, response: { 200: successEnvelope(z.null()) } } },
    async (request) => {
      const { groupId, eventId, userId } = request.query;
      await leave(deps, await requireUser(request), groupId, eventId, userId);
      return ok(null);
    },
  );

  app.get(
    API_PATHS.eventParticipantsForEvent,
    {
      schema: {
        tags,
        querystring: eventKeyQuerySchema,
        response: { 200: successEnvelope(z.array(eventParticipantSchema)) },
      },
    },
    async (request) =>
      ok(
        await participantsOfEvent(
          deps,
          await requireUser(request),
          request.query.groupId,
          request.query.eventId,
        ),
      ),
  );

  app.get(
    API_PATHS.eventParticipantsForUser,
    {
      schema: {
        tags,
        querystring: z.object({ userId: userIdSchema }),
        response: { 200: successEnvelope(z.array(userEventSchema)) },
      },
    },
    async (request) => ok(await eventsOfUser(deps, await requireUser(request), request.query.userId)),
  );
};
