import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { returnToQuerySchema, safeReturnPath, textSchema, withReturnTo } from '@neighbourly/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { startSession } from '../../http/session.ts';
import { beginAuthorization, completeAuthorization, openTransaction } from './oidc.service.ts';

const TRANSACTION_COOKIE = 'OIDC_TX';
const CALLBACK_PREFIX = '/login/oauth2/code';
/** Where a failed external sign-in lands: the sign-in page shows the reason. */
const FAILURE_REDIRECT = '/authenticate?error=external';
/** A suspended account (issue #27): the sign-in page says so, and how to appeal. */
const SUSPENDED_REDIRECT = '/authenticate?error=suspended';
/** The failure page keeps the page to return to, so trying again still goes back there. */
const failureRedirect = (returnTo: string | undefined) => withReturnTo(FAILURE_REDIRECT, returnTo);

export const oidcRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const providerParams = z.object({ provider: textSchema().max(64) });
  const findProvider = (id: string) => {
    const provider = deps.config.oidc;
    if (!provider || provider.id !== id) throw notFound(`No identity provider called ${id}.`);
    return provider;
  };

  app.get(
    '/oauth2/authorization/:provider',
    {
      schema: {
        tags: ['auth'],
        params: providerParams,
        querystring: returnToQuerySchema,
        description:
          'Starts sign-in at the external provider; `returnTo`, a path of this site, is where the browser goes once signed in (else /).',
      },
    },
    async (request, reply) => {
      const provider = findProvider(request.params.provider);
      const returnTo = safeReturnPath(request.query.returnTo);
      try {
        const { url, sealed, ttlSeconds } = await beginAuthorization(deps, provider, returnTo);
        reply.setCookie(TRANSACTION_COOKIE, sealed, {
          path: CALLBACK_PREFIX,
          httpOnly: true,
          sameSite: 'lax',
          secure: deps.config.secureCookies,
          maxAge: ttlSeconds,
        });
        return reply.redirect(url);
      } catch (error) {
        request.log.warn({ err: error }, 'identity provider unreachable');
        return reply.redirect(failureRedirect(returnTo));
      }
    },
  );

  app.get(
    `${CALLBACK_PREFIX}/:provider`,
    {
      schema: {
        tags: ['auth'],
        params: providerParams,
        description: 'The provider sends the browser back here.',
      },
    },
    async (request, reply) => {
      const provider = findProvider(request.params.provider);
      const transaction = openTransaction(deps.secret, request.cookies[TRANSACTION_COOKIE]);
      reply.clearCookie(TRANSACTION_COOKIE, { path: CALLBACK_PREFIX });
      if (!transaction) return reply.redirect(FAILURE_REDIRECT);
      try {
        const currentUrl = new URL(request.url, deps.config.publicUrl);
        const userId = await completeAuthorization(deps, provider, transaction, currentUrl);
        await startSession(deps, request, reply, userId);
        // Checked again on the way out, though the sealed transaction only holds a checked path.
        return reply.redirect(safeReturnPath(transaction.returnTo));
      } catch (error) {
        request.log.warn({ err: error }, 'external sign-in failed');
        if (error instanceof AppError && error.code === 'ACCOUNT_SUSPENDED') {
          return reply.redirect(withReturnTo(SUSPENDED_REDIRECT, transaction.returnTo));
        }
        return reply.redirect(failureRedirect(transaction.returnTo));
      }
    },
  );
};
