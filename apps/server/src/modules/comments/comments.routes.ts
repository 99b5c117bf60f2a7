import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  addCommentBodySchema,
  eventCommentSchema,
  eventKeyQuerySchema,
  listEnvelope,
  pageQuerySchema,
  successEnvelope,
} from '@neighbourly/shared';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/guards.ts';
import { listOk } from '../../http/paging.ts';
import { addComment, commentsOfEvent } from './comments.service.ts';

export const commentsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['comments'];

  app.get(
    API_PATHS.eventCommentsForEvent,
    {
      schema: {
        tags,
        description: 'Oldest first (newest last).',
        querystring: eventKeyQuerySchema.extend(pageQuerySchema.shape),
        response: { 200: listEnvelope(eventCommentSchema) },
      },
    },
    async (request) =>
      listOk(
        await commentsOfEvent(
          deps,
          await requireUser(request),
          request.query.groupId,
          request.query.eventId,
          request.query,
        ),
      ),
  );

  app.post(
    API_PATHS.eventComments,
    { schema: { tags, body: addCommentBodySchema, response: { 201: successEnvelope(eventCommentSchema) } } },
    async (request, reply) =>
      reply.status(201).send(ok(await addComment(deps, await requireUser(request), request.body))),
  );
};
