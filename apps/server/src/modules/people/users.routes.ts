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
import { processImage, readUpload, serveImage } from '../../storage/images.ts';
import {
  deleteAvatar,
  readProfile,
  requireOwnAccount,
  setAvatar,
  updatePassword,
  updateProfile,
} from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['users'];

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
      await requireUser(request);
      return ok(await readProfile(deps.db, request.query.id));
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

  app.get(
    API_PATHS.avatarImage,
    {
      schema: { tags, querystring: avatarQuerySchema, description: 'The avatar, with ETag; 404 when none.' },
    },
    async (request, reply) => serveImage(deps, request, reply, 'avatar', request.query.userId),
  );

  app.post(
    API_PATHS.avatarImage,
    {
      schema: {
        tags,
        querystring: avatarQuerySchema,
        description: 'multipart/form-data with the image (png or jpeg, at most 5 MB) in the field "avatar".',
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      // Who may upload is settled before the upload is read.
      requireOwnAccount(await requireUser(request), request.query.userId);
      const image = await processImage(await readUpload(request, 'avatar'));
      await setAvatar(deps, request.query.userId, image);
      return ok(null);
    },
  );

  app.delete(
    API_PATHS.avatarImage,
    { schema: { tags, querystring: avatarQuerySchema, response: { 200: successEnvelope(z.null()) } } },
    async (request) => {
      await deleteAvatar(deps, await requireUser(request), request.query.userId);
      return ok(null);
    },
  );
};
