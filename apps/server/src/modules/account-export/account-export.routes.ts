/**
 * GET /account/export: the status of the person's latest export; POST: asks for one (a GET
 * changes nothing, so asking is a POST, CSRF-checked as every write); GET …/download: the ZIP,
 * to its owner only. Issue #32.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_EXPORT,
  API_PATHS,
  accountExportDownloadQuerySchema,
  accountExportSchema,
  successEnvelope,
} from '@neighbourly/shared';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { RateLimitedError } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import { downloadExport, exportStatus, REFUSALS, requestExport } from './account-export.service.ts';

const tags = ['account'];
const PRIVATE_NO_STORE = 'private, no-store';

/** Per person (on whichever address or instance; through Redis when it is set). */
const askRateLimit = {
  max: ACCOUNT_EXPORT.asksPerDay,
  timeWindow: 86_400_000,
  keyGenerator: async (request: FastifyRequest) =>
    `account-export:${(await request.currentUser())?.id ?? `address:${request.ip}`}`,
  errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
    new RateLimitedError(REFUSALS.tooMany, context.ttl),
};

export const accountExportRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    API_PATHS.accountExport,
    {
      schema: {
        tags,
        description:
          "The status of the caller's latest data export: none, building (with progress), ready " +
          '(with expiresAt and downloadUrl), expired or failed.',
        response: { 200: successEnvelope(accountExportSchema) },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', PRIVATE_NO_STORE)
        .send(ok(await exportStatus(deps, await requireUser(request)))),
  );

  app.post(
    API_PATHS.accountExport,
    {
      config: { rateLimit: askRateLimit },
      schema: {
        tags,
        description:
          'Asks for a ZIP of everything that is the caller’s (built as a job; the caller is notified ' +
          `and emailed when it is ready). While one is being built, answers that one. At most ${ACCOUNT_EXPORT.asksPerDay} asks a day.`,
        response: { 200: successEnvelope(accountExportSchema) },
      },
    },
    async (request) => ok(await requestExport(deps, await requireUser(request))),
  );

  app.get(
    API_PATHS.accountExportDownload,
    {
      schema: {
        tags,
        description:
          "The ZIP of the caller's export `id` (without it, the latest), as an attachment. Someone " +
          "else's: 404; expired (after 7 days): 410; still building or failed: 409.",
        querystring: accountExportDownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await downloadExport(deps, await requireUser(request), request.query.id);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', PRIVATE_NO_STORE)
        .send(file.data);
    },
  );
};
