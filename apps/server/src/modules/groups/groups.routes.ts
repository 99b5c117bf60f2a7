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
import { imageRoutes } from '../../storage/image-routes.ts';
import {
  createGroup,
  isGroupIdTaken,
  readGroup,
  requireGroup,
  markCover,
  requireGroupFor,
  updateGroup,
} from './groups.service.ts';

const idQuery = z.object({ id: groupIdSchema });

const groupCoverRoutes = imageRoutes({
  kind: 'group',
  path: API_PATHS.groupImage,
  tags: ['groups'],
  querystring: groupIdQuerySchema,
  field: 'file',
  changedBy: 'The owner of the group',
  findOwner: async (deps, { groupId }) => (await requireGroup(deps.db, groupId)).id,
  authorizeChange: async (deps, user, { groupId }) =>
    (await requireGroupFor(deps.db, user, groupId, 'update')).id,
  markOwner: markCover,
  noImage: 'This group has no cover image.',
});

export const groupsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['groups'];
  await app.register(groupCoverRoutes, { deps });

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
    async (request) => ok(await readGroup(deps, request.query.id, await request.currentUser())),
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
};
