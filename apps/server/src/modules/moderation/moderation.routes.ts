import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  MESSAGES,
  createReportBodySchema,
  listEnvelope,
  moderationActionBodySchema,
  moderationActionResultSchema,
  moderationLogEntrySchema,
  moderationPageQuerySchema,
  moderationQueueItemSchema,
  moderationQueueQuerySchema,
  reportCreatedSchema,
  successEnvelope,
} from '@neighbourly/shared';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { RateLimitedError } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import { listOk } from '../../http/paging.ts';
import { act, listLog, listQueue, requireModerator } from './moderation.service.ts';
import { createReport } from './reports.service.ts';

const tags = ['moderation'];
const HOUR = 3_600_000;

/**
 * Per reporter (the signed-in person, on whichever address or instance; through Redis when it
 * is set), not per address: a visitor is refused anyway, counted by address meanwhile.
 */
const reportRateLimit = (max: number) => ({
  max,
  timeWindow: HOUR,
  keyGenerator: async (request: FastifyRequest) =>
    `reports:${(await request.currentUser())?.id ?? `address:${request.ip}`}`,
  errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
    new RateLimitedError(MESSAGES.reportsTooMany, context.ttl),
});

/** Trust and safety (issue #27): reports from anyone signed in; the queue, actions and log for moderators. */
export const moderationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    API_PATHS.reports,
    {
      config: { rateLimit: reportRateLimit(deps.config.rateLimits.reportsPerHour) },
      schema: {
        tags,
        description:
          'Reports a group, an event, a comment, a message or a person to the site moderators, keeping ' +
          'a snapshot of it. 404 for what the caller cannot see, 409 for their own or a subject they ' +
          `reported and is still open; at most ${deps.config.rateLimits.reportsPerHour} an hour.`,
        body: createReportBodySchema,
        response: { 201: successEnvelope(reportCreatedSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await createReport(deps, await requireUser(request), request.body))),
  );

  app.get(
    API_PATHS.moderationReports,
    {
      schema: {
        tags,
        description:
          'Moderators: the reports in a status, grouped by subject, oldest first, with the subject as ' +
          'reported and as it is now, and its author’s earlier actions against them.',
        querystring: moderationQueueQuerySchema,
        response: { 200: listEnvelope(moderationQueueItemSchema) },
      },
    },
    async (request) => {
      await requireModerator(request);
      return listOk(await listQueue(deps, request.query.status, request.query.cursor));
    },
  );

  app.post(
    API_PATHS.moderationActions,
    {
      schema: {
        tags,
        description:
          'Moderators: an action on a subject, closing the reports named (or all its open ones). ' +
          'HIDE/RESTORE content, SUSPEND (optionally until a date)/UNSUSPEND a person, or DISMISS. Done ' +
          'already (by someone else, say): an empty answer, no new log row.',
        body: moderationActionBodySchema,
        response: { 200: successEnvelope(moderationActionResultSchema) },
      },
    },
    async (request) => ok(await act(deps, await requireModerator(request), request.body)),
  );

  app.get(
    API_PATHS.moderationLog,
    {
      schema: {
        tags,
        description: 'Moderators: every action and every role change, newest first. Nothing is ever removed.',
        querystring: moderationPageQuerySchema,
        response: { 200: listEnvelope(moderationLogEntrySchema) },
      },
    },
    async (request) => {
      await requireModerator(request);
      return listOk(await listLog(deps, request.query.cursor));
    },
  );
};
