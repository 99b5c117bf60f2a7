import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  addCommentBodySchema,
  commentIdQuerySchema,
  eventCommentSchema,
  eventKeyQuerySchema,
  listEnvelope,
  pageQuerySchema,
  successEnvelope,
  updateCommentBodySchema,
} from '@neighbourly/shared';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/guards.ts';
import { listOk } from '../../http/paging.ts';
import { addComment, commentsOfEvent, deleteComment, updateComment } from './comments.service.ts';

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

  app.put(
    API_PATHS.eventComments,
    {
      schema: {
        tags,
        description: 'The author edits their comment (1–250 characters, as when adding it).',
        body: updateCommentBodySchema,
        response: { 200: successEnvelope(eventCommentSchema) },
      },
    },
    async (request) => ok(await updateComment(deps, await requireUser(request), request.body)),
  );

  app.delete(
    API_PATHS.eventComments,
    {
      schema: {
        tags,
        description: "The author, the event's host or the group's owner deletes a comment.",
        querystring: commentIdQuerySchema,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await deleteComment(deps, await requireUser(request), request.query.id);
      return ok(null);
    },
  );
};
