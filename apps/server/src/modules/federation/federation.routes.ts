/**
 * The federation's HTTP API for people: a group's followers (its owner lists and removes them),
 * whether a handle is free, where a person's own server lets them follow a group, and the
 * moderators' blocks of remote servers and accounts. Also `host-meta`, which older servers read
 * to find WebFinger.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  listEnvelope,
  successEnvelope,
  groupFollowerSchema,
  groupFollowersQuerySchema,
  groupHandleQuerySchema,
  remoteFollowBodySchema,
  removeGroupFollowerQuerySchema,
} from '@neighbourly/shared';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { listOk } from '../../http/paging.ts';
import { requireUser } from '../../http/guards.ts';
import { requireModerator } from '../moderation/index.ts';
import {
  blockBodySchema,
  blockIdQuerySchema,
  federationBlockSchema,
  addBlock,
  followersOfGroup,
  handleAvailable,
  liftBlock,
  listFederationBlocks,
  removeGroupFollower,
  remoteFollowUrl,
} from './federation.service.ts';

const tags = ['federation'];

export const federationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  if (deps.config.federation.enabled) registerHostMeta(app, deps);
  await app.register(groupFollowerRoutes, { deps });
  await app.register(blockRoutes, { deps });
};

/** Where WebFinger is, for the servers that look for it there (only while the server federates). */
function registerHostMeta(app: Parameters<FastifyPluginAsyncZod>[0], deps: AppDeps) {
  app.get('/.well-known/host-meta', { schema: { hide: true } }, async (_request, reply) => {
    const template = `${deps.config.publicUrl}/.well-known/webfinger?resource={uri}`;
    return reply
      .type('application/xrd+xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<XRD xmlns="http://docs.oasis-open.org/ns/xri/xrd-1.0">\n` +
          `  <Link rel="lrdd" type="application/jrd+json" template="${template}"/>\n</XRD>\n`,
      );
  });
}

/** Handles, followers, remote follow. */
const groupFollowerRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    API_PATHS.groupHandleAvailable,
    {
      schema: {
        tags,
        description: 'data is true when no other group has (or had) the fediverse handle.',
        querystring: groupHandleQuerySchema,
        response: { 200: successEnvelope(z.boolean()) },
      },
    },
    async (request) => ok(await handleAvailable(deps, request.query.handle, request.query.groupId)),
  );

  app.get(
    API_PATHS.groupFollowers,
    {
      schema: {
        tags,
        description: "The group's owner: the fediverse accounts following it, newest first.",
        querystring: groupFollowersQuerySchema.extend({
          limit: z.coerce.number().int().min(1).max(100).optional(),
          cursor: z.string().max(200).optional(),
        }),
        response: { 200: listEnvelope(groupFollowerSchema) },
      },
    },
    async (request) => listOk(await followersOfGroup(deps, await requireUser(request), request.query)),
  );

  app.delete(
    API_PATHS.groupFollowers,
    {
      schema: {
        tags,
        description: "The group's owner removes a follower: it is sent nothing more (it may follow again).",
        querystring: removeGroupFollowerQuerySchema,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await removeGroupFollower(
        deps,
        await requireUser(request),
        request.query.groupId,
        request.query.followerId,
      );
      return ok(null);
    },
  );

  app.post(
    API_PATHS.remoteFollow,
    {
      schema: {
        tags,
        description:
          "Where the person's own fediverse server shows its follow page for the group, found by WebFinger.",
        body: remoteFollowBodySchema,
        response: { 200: successEnvelope(z.object({ url: z.string() })) },
      },
    },
    async (request) => ok({ url: await remoteFollowUrl(deps, request.body.groupId, request.body.account) }),
  );
};

/** The moderators' blocks of remote servers and accounts. */
const blockRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    API_PATHS.federationBlocks,
    {
      schema: {
        tags,
        description: 'Moderators: the blocked servers and accounts, newest first.',
        response: { 200: successEnvelope(z.array(federationBlockSchema)) },
      },
    },
    async (request) => {
      await requireModerator(request);
      return ok(await listFederationBlocks(deps));
    },
  );

  app.post(
    API_PATHS.federationBlocks,
    {
      schema: {
        tags,
        description:
          'Moderators: block a server (by host) or an account (by actor URI): nothing from it is accepted, ' +
          'its follows are removed.',
        body: blockBodySchema,
        response: { 201: successEnvelope(federationBlockSchema) },
      },
    },
    async (request, reply) => {
      const block = await addBlock(deps, await requireModerator(request), request.body);
      return reply.code(201).send(ok(block));
    },
  );

  app.delete(
    API_PATHS.federationBlocks,
    {
      schema: {
        tags,
        description: 'Moderators: lift a block.',
        querystring: blockIdQuerySchema,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await liftBlock(deps, await requireModerator(request), request.query.id);
      return ok(null);
    },
  );
};
