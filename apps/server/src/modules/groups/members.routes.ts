import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  changeMemberRoleBodySchema,
  groupIdQuerySchema,
  groupMemberSchema,
  groupSchema,
  groupUserQuerySchema,
  handOverGroupBodySchema,
  joinGroupBodySchema,
  listEnvelope,
  pageQuerySchema,
  successEnvelope,
  userGroupSchema,
  userIdSchema,
} from '@neighbourly/shared';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/guards.ts';
import { listOk } from '../../http/paging.ts';
import { bansRoutes } from './bans.routes.ts';
import {
  changeMemberRole,
  groupsOfUser,
  handOverGroup,
  joinGroup,
  membersOfGroup,
  membershipOf,
} from './members.service.ts';

type MembersPlugin = FastifyPluginAsyncZod<{ deps: AppDeps }>;
const tags = ['members'];

/** The owner's: make or unmake event hosts, hand the group over. */
const memberRolesRoutes: MembersPlugin = async (app, { deps }) => {
  app.put(
    API_PATHS.groupMembers,
    {
      schema: {
        tags,
        description: 'The owner makes a member an event host (HOST) or a member again (MEMBER).',
        body: changeMemberRoleBodySchema,
        response: { 200: successEnvelope(groupMemberSchema) },
      },
    },
    async (request) => ok(await changeMemberRole(deps, await requireUser(request), request.body)),
  );

  app.put(
    API_PATHS.groupOwner,
    {
      schema: {
        tags,
        description: 'The owner hands the group to another member and becomes a member; data is the group.',
        body: handOverGroupBodySchema,
        response: { 200: successEnvelope(groupSchema) },
      },
    },
    async (request) => ok(await handOverGroup(deps, await requireUser(request), request.body)),
  );
};

export const membersRoutes: MembersPlugin = async (app, { deps }) => {
  await app.register(memberRolesRoutes, { deps });
  await app.register(bansRoutes, { deps });

  app.get(
    API_PATHS.groupMembers,
    {
      schema: {
        tags,
        description: 'Membership check: the member, or null.',
        querystring: groupUserQuerySchema,
        response: { 200: successEnvelope(groupMemberSchema.nullable()) },
      },
    },
    async (request) =>
      ok(await membershipOf(deps, await requireUser(request), request.query.groupId, request.query.userId)),
  );

  app.post(
    API_PATHS.groupMembers,
    { schema: { tags, body: joinGroupBodySchema, response: { 201: successEnvelope(groupMemberSchema) } } },
    async (request, reply) =>
      reply.status(201).send(ok(await joinGroup(deps, await requireUser(request), request.body))),
  );

  app.get(
    API_PATHS.groupMembersForGroup,
    {
      schema: {
        tags,
        description: 'The members, owner first; with hostsOnly=true, only the owner and the event hosts.',
        querystring: groupIdQuerySchema
          .extend({ hostsOnly: z.enum(['true', 'false']).default('false') })
          .extend(pageQuerySchema.shape),
        response: { 200: listEnvelope(groupMemberSchema) },
      },
    },
    async (request) =>
      listOk(
        await membersOfGroup(
          deps,
          await requireUser(request),
          request.query.groupId,
          request.query,
          request.query.hostsOnly === 'true',
        ),
      ),
  );

  app.get(
    API_PATHS.groupMembersForUser,
    {
      schema: {
        tags,
        querystring: z.object({ userId: userIdSchema }).extend(pageQuerySchema.shape),
        response: { 200: listEnvelope(userGroupSchema) },
      },
    },
    async (request) =>
      listOk(await groupsOfUser(deps, await requireUser(request), request.query.userId, request.query)),
  );
};
