import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  LIMITS,
  MESSAGES,
  blockBodySchema,
  chatMessageSchema,
  conversationSchema,
  listEnvelope,
  markReadBodySchema,
  messagesQuerySchema,
  sendMessageBodySchema,
  startConversationBodySchema,
  successEnvelope,
  userSummarySchema,
} from '@neighbourly/shared';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import {
  block,
  listBlocks,
  listConversations,
  markRead,
  messagesWith,
  sendMessage,
  startConversation,
  unblock,
} from './messaging.service.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

const tags = ['messaging'];

/**
 * Per sender (the signed-in person, on whichever address or instance; through Redis when it is
 * set), not per address: a visitor is refused anyway, counted by address meanwhile.
 */
const sendRateLimit = (max: number) => ({
  max,
  timeWindow: 60_000,
  keyGenerator: async (request: FastifyRequest) =>
    `messages:${(await request.currentUser())?.id ?? `address:${request.ip}`}`,
  errorResponseBuilder: () => new AppError(429, 'RATE_LIMITED', MESSAGES.messagingTooFast),
});

/**
 * Direct messages. With MESSAGING_ENABLED off every route answers 404, exactly as a path
 * without a route does, before the body or the caller is looked at (the CSRF check of unsafe
 * methods, which every route shares, comes first).
 */
export const messagingRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', async (request) => {
    if (!deps.config.messagingEnabled) {
      throw notFound(`No route for ${request.method} ${request.url.split('?')[0]}.`);
    }
  });
  conversationRoutes(app, deps);
  messageRoutes(app, deps);
  blockRoutes(app, deps);
};

function conversationRoutes(app: App, deps: AppDeps) {
  app.get(
    API_PATHS.conversations,
    {
      schema: {
        tags,
        description: "The caller's conversations, most recent first, with their unread counts.",
        response: { 200: listEnvelope(conversationSchema) },
      },
    },
    async (request) => ok(await listConversations(deps, await requireUser(request))),
  );

  app.post(
    API_PATHS.conversations,
    {
      schema: {
        tags,
        description:
          'Finds or starts the conversation with this person: 201 when it is new, 200 when it existed. ' +
          'Refused (403) for oneself, someone blocked, or someone the caller shares no group with ' +
          'and who has not written first.',
        body: startConversationBodySchema,
        response: { 200: successEnvelope(conversationSchema), 201: successEnvelope(conversationSchema) },
      },
    },
    async (request, reply) => {
      const { conversation, created } = await startConversation(
        deps,
        await requireUser(request),
        request.body.id,
      );
      return reply.status(created ? 201 : 200).send(ok(conversation));
    },
  );
}

function messageRoutes(app: App, deps: AppDeps) {
  app.get(
    API_PATHS.messages,
    {
      schema: {
        tags,
        description:
          `At most ${LIMITS.messagesPageSize} messages, oldest first: the newest ones before \`before\` ` +
          '(a message id) and `timestamp` (an instant), or the newest of all. An empty list when ' +
          'there is no conversation yet.',
        querystring: messagesQuerySchema,
        response: { 200: listEnvelope(chatMessageSchema) },
      },
    },
    async (request) => ok(await messagesWith(deps, await requireUser(request), request.query)),
  );

  app.post(
    API_PATHS.messages,
    {
      config: { rateLimit: sendRateLimit(deps.config.rateLimits.messagesPerMinute) },
      schema: {
        tags,
        description: `Sends a message (at most ${deps.config.rateLimits.messagesPerMinute} a minute), starting the conversation if needed.`,
        body: sendMessageBodySchema,
        response: { 201: successEnvelope(chatMessageSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await sendMessage(deps, await requireUser(request), request.body, request.log))),
  );

  app.post(
    API_PATHS.messagesRead,
    {
      schema: {
        tags,
        description: 'The caller has read the conversation with this person up to its latest message.',
        body: markReadBodySchema,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await markRead(deps, await requireUser(request), request.body.userId, request.log);
      return ok(null);
    },
  );
}

function blockRoutes(app: App, deps: AppDeps) {
  app.get(
    API_PATHS.blocks,
    {
      schema: {
        tags,
        description: 'The people the caller blocked, most recently blocked first.',
        response: { 200: listEnvelope(userSummarySchema) },
      },
    },
    async (request) => ok(await listBlocks(deps, await requireUser(request))),
  );

  app.post(
    API_PATHS.blocks,
    {
      schema: {
        tags,
        description: 'Blocks a person (again: no change). They are not told; their messages are withheld.',
        body: blockBodySchema,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await block(deps, await requireUser(request), request.body.userId);
      return ok(null);
    },
  );

  app.delete(
    API_PATHS.blocks,
    {
      schema: {
        tags,
        description: 'Unblocks a person (404 when they are not blocked).',
        querystring: blockBodySchema,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await unblock(deps, await requireUser(request), request.query.userId);
      return ok(null);
    },
  );
}
