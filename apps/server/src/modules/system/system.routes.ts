import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS, publicConfigSchema, successEnvelope, type PublicConfig } from '@neighbourly/shared';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';

export const systemRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
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

  app.get(
    API_PATHS.health,
    { schema: { tags: ['system'], response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );
};
