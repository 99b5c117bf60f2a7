import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { API_PATHS, publicConfigSchema, successEnvelope, type PublicConfig } from '@neighbourly/shared';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import type { Lifecycle } from '../../shutdown/lifecycle.ts';
import { Readiness, UNREADY_REASONS } from './readiness.ts';

export interface SystemRoutesOptions {
  deps: AppDeps;
  /** With REDIS_URL: the app's connection, which /readyz pings. */
  redis: Redis | undefined;
  lifecycle: Lifecycle;
}

export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (
  app,
  { deps, redis, lifecycle },
) => {
  const { config } = deps;
  const publicConfig: PublicConfig = {
    messagingEnabled: config.messagingEnabled,
    helpEmail: config.helpEmail,
    captcha:
      config.captcha.provider === 'altcha'
        ? { provider: 'altcha', challengeUrl: API_PATHS.captchaChallenge }
        : { provider: 'recaptcha', siteKey: config.captcha.siteKey },
    identityProviders: config.oidc ? [{ id: config.oidc.id, name: config.oidc.name }] : [],
    map: config.map,
    addressSearch: config.geocoder !== undefined,
  };

  app.get(
    API_PATHS.config,
    { schema: { tags: ['system'], response: { 200: successEnvelope(publicConfigSchema) } } },
    async () => ok(publicConfig),
  );

  // Probes (issue #32) do no session work: no CSRF cookie, no session read. Neither is rate
  // limited, and their answers are too small to compress.
  app.get(
    API_PATHS.health,
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers HTTP (Kubernetes livenessProbe, the image HEALTHCHECK)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
      config: { sessionless: true },
    },
    async () => ({ status: 'ok' as const }),
  );

  const readiness = new Readiness({
    db: deps.db,
    schema: config.database.dialect === 'postgres' ? config.database.schema : undefined,
    redis,
    lifecycle,
  });
  app.get(
    API_PATHS.ready,
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: 200 when this instance can serve (Kubernetes readinessProbe, load balancers)',
        description:
          'The database answers, every migration has run, Redis answers PING when REDIS_URL is set, and ' +
          'the instance is not shutting down; otherwise 503 with the first reason. Each check gives up after 2 s.',
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({ status: z.literal('unready'), reason: z.enum(UNREADY_REASONS) }),
        },
      },
      config: { sessionless: true },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      const reason = await readiness.check();
      if (reason === null) return { status: 'ready' as const };
      return reply.status(503).send({ status: 'unready' as const, reason });
    },
  );
};
