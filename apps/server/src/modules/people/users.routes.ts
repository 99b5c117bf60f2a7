import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  avatarQuerySchema,
  selfUserSchema,
  successEnvelope,
  updatePasswordBodySchema,
  updateUserBodySchema,
  userIdQuerySchema,
  userProfileSchema,
} from '@neighbourly/shared';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/guards.ts';
import { sessionHashOf } from '../../http/session.ts';
import { imageRoutes } from '../../storage/image-routes.ts';
import {
  readProfile,
  markAvatar,
  requireOwnAccount,
  updatePassword,
  updateProfile,
} from './users.service.ts';

const avatarRoutes = imageRoutes({
  kind: 'avatar',
  path: API_PATHS.avatarImage,
  tags: ['users'],
  querystring: avatarQuerySchema,
  field: 'avatar',
  changedBy: 'The account',
  findOwner: async (_deps, { userId }) => userId,
  authorizeChange: async (_deps, user, { userId }) => {
    requireOwnAccount(user, userId);
    return userId;
  },
  markOwner: markAvatar,
  noImage: 'You have no avatar.',
});

export const usersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['users'];
  await app.register(avatarRoutes, { deps });

  app.get(
    API_PATHS.usersSelf,
    { schema: { tags, response: { 200: successEnvelope(selfUserSchema) } } },
    async (request) => ok(await requireUser(request)),
  );

  app.get(
    API_PATHS.users,
    {
      schema: { tags, querystring: userIdQuerySchema, response: { 200: successEnvelope(userProfileSchema) } },
    },
    async (request) => {
      return ok(await readProfile(deps.db, request.query.id, await requireUser(request)));
    },
  );

  app.post(
    API_PATHS.users,
    { schema: { tags, body: updateUserBodySchema, response: { 200: successEnvelope(userProfileSchema) } } },
    async (request) => ok(await updateProfile(deps, await requireUser(request), request.body)),
  );

  app.post(
    API_PATHS.updatePassword,
    {
      // Each try checks a password: as few as sign-in allows.
      config: { rateLimit: { max: deps.config.rateLimits.signInPerMinute, timeWindow: 60_000 } },
      schema: {
        tags,
        body: updatePasswordBodySchema,
        description: 'Checks the current password; the account’s other sessions end.',
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await updatePassword(deps, await requireUser(request), sessionHashOf(request), request.body);
      return ok(null);
    },
  );
};
