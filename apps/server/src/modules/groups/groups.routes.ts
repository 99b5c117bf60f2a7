import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  createGroupBodySchema,
  groupIdQuerySchema,
  groupIdSchema,
  groupSchema,
  successEnvelope,
  textSchema,
  updateGroupBodySchema,
} from '@neighbourly/shared';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/guards.ts';
import { processImage, readUpload, serveImage } from '../../storage/images.ts';
import {
  createGroup,
  deleteGroupCover,
  isGroupIdTaken,
  readGroup,
  requireGroup,
  requireGroupFor,
  setGroupCover,
  updateGroup,
} from './groups.service.ts';

const idQuery = z.object({ id: groupIdSchema });

export const groupsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['groups'];

  app.get(
    API_PATHS.groupExists,
    {
      schema: {
        tags,
        description: 'data is true when the id is taken.',
        querystring: z.object({ id: textSchema().max(100) }),
        response: { 200: successEnvelope(z.boolean()) },
      },
    },
    // An id that breaks the rule can never be created, so it counts as taken.
    async (request) =>
      ok(
        !groupIdSchema.safeParse(request.query.id).success ||
          (await isGroupIdTaken(deps.db, request.query.id)),
      ),
  );

  app.get(
    API_PATHS.groups,
    { schema: { tags, querystring: idQuery, response: { 200: successEnvelope(groupSchema) } } },
    async (request) => ok(await readGroup(deps.db, request.query.id)),
  );

  app.post(
    API_PATHS.groups,
    { schema: { tags, body: createGroupBodySchema, response: { 201: successEnvelope(groupSchema) } } },
    async (request, reply) => {
      const user = await requireUser(request);
      return reply.status(201).send(ok(await createGroup(deps, user, request.body)));
    },
  );

  app.put(
    API_PATHS.groups,
    { schema: { tags, body: updateGroupBodySchema, response: { 200: successEnvelope(groupSchema) } } },
    async (request) => ok(await updateGroup(deps, await requireUser(request), request.body)),
  );

  app.get(
    API_PATHS.groupImage,
    {
      schema: {
        tags,
        querystring: groupIdQuerySchema,
        description: 'The cover image, with ETag; 404 when none.',
      },
    },
    async (request, reply) => {
      await requireGroup(deps.db, request.query.groupId);
      return serveImage(deps, request, reply, 'group', request.query.groupId);
    },
  );

  app.post(
    API_PATHS.groupImage,
    {
      schema: {
        tags,
        querystring: groupIdQuerySchema,
        description: 'multipart/form-data with the image (png or jpeg, at most 5 MB) in the field "file".',
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      // Who may upload is settled before the upload is read.
      await requireGroupFor(deps.db, user, request.query.groupId, 'update');
      const image = await processImage(await readUpload(request, 'file'));
      await setGroupCover(deps, request.query.groupId, image);
      return ok(null);
    },
  );

  app.delete(
    API_PATHS.groupImage,
    { schema: { tags, querystring: groupIdQuerySchema, response: { 200: successEnvelope(z.null()) } } },
    async (request) => {
      await deleteGroupCover(deps, await requireUser(request), request.query.groupId);
      return ok(null);
    },
  );
};
