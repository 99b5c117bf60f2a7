import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  LIMITS,
  markNotificationsReadBodySchema,
  notificationPageSchema,
  notificationPreferencesSchema,
  notificationsQuerySchema,
  setEmailBodySchema,
  signedTokenQuerySchema,
  successEnvelope,
  unreadCountSchema,
  unsubscribeResultSchema,
  updateNotificationPreferencesBodySchema,
} from '@neighbourly/shared';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { requireUser } from '../../http/guards.ts';
import {
  listNotifications,
  markRead,
  preferencesOf,
  removeEmail,
  setEmail,
  unreadCount,
  unsubscribe,
  updatePreferences,
  verifyEmail,
} from './notifications.service.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];
const tags = ['notifications'];
const countEnvelope = successEnvelope(unreadCountSchema);
const preferencesEnvelope = successEnvelope(notificationPreferencesSchema);

export const notificationsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // A mail program's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form; the
  // body says nothing more, so it is read and ignored (only within these routes).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );
  bellRoutes(app, deps);
  preferenceRoutes(app, deps);
  emailRoutes(app, deps);
};

function bellRoutes(app: App, deps: AppDeps) {
  app.get(
    API_PATHS.notifications,
    {
      schema: {
        tags,
        description: "The caller's notifications, newest first, 20 a page.",
        querystring: notificationsQuerySchema,
        response: { 200: successEnvelope(notificationPageSchema) },
      },
    },
    async (request) => ok(await listNotifications(deps, await requireUser(request), request.query.cursor)),
  );
  app.post(
    API_PATHS.notificationsRead,
    {
      schema: {
        tags,
        description: "Marks these of the caller's notifications read ({ids}), or all ({all: true}).",
        body: markNotificationsReadBodySchema,
        response: { 200: countEnvelope },
      },
    },
    async (request) => ok(await markRead(deps, await requireUser(request), request.body)),
  );
  app.get(
    API_PATHS.notificationsUnreadCount,
    {
      schema: {
        tags,
        description: 'How many notifications the caller has not read.',
        response: { 200: countEnvelope },
      },
    },
    async (request) => ok(await unreadCount(deps, await requireUser(request))),
  );
}

function preferenceRoutes(app: App, deps: AppDeps) {
  app.get(
    API_PATHS.notificationPreferences,
    {
      schema: {
        tags,
        description: "The caller's address and which kinds they get by email.",
        response: { 200: preferencesEnvelope },
      },
    },
    async (request) => ok(await preferencesOf(deps, await requireUser(request))),
  );
  app.put(
    API_PATHS.notificationPreferences,
    {
      schema: {
        tags,
        description: 'Switches email on or off for the kinds given.',
        body: updateNotificationPreferencesBodySchema,
        response: { 200: preferencesEnvelope },
      },
    },
    async (request) => ok(await updatePreferences(deps, await requireUser(request), request.body.kinds)),
  );
  app.post(
    API_PATHS.unsubscribe,
    {
      // Mail programs post here without a session (RFC 8058); the signed token is the authority.
      config: { csrf: 'signedLink' },
      schema: {
        tags,
        description: "One-click unsubscribe from an email's kind; the token comes from the email.",
        querystring: signedTokenQuerySchema,
        response: { 200: successEnvelope(unsubscribeResultSchema) },
      },
    },
    async (request) => ok(await unsubscribe(deps, request.query.token)),
  );
}

function emailRoutes(app: App, deps: AppDeps) {
  app.put(
    API_PATHS.accountEmail,
    {
      schema: {
        tags,
        description:
          'Sets the address for notifications and sends it a link to verify it (valid 24 h). ' +
          `At most ${LIMITS.emailChangesPerHour} changes an hour per account, and one email per 10 minutes ` +
          `and ${LIMITS.confirmationEmailsPerDay} a day per address: 429 with Retry-After otherwise.`,
        body: setEmailBodySchema,
        response: { 200: preferencesEnvelope },
      },
    },
    async (request) => ok(await setEmail(deps, await requireUser(request), request.body.email)),
  );
  app.delete(
    API_PATHS.accountEmail,
    {
      schema: {
        tags,
        description: 'Removes the address: no more email.',
        response: { 200: preferencesEnvelope },
      },
    },
    async (request) => ok(await removeEmail(deps, await requireUser(request))),
  );
  app.get(
    API_PATHS.verifyEmail,
    {
      schema: {
        tags,
        description: 'The link of the verification email: verifies the address, then opens Settings.',
        querystring: signedTokenQuerySchema,
      },
    },
    async (request, reply) => {
      let outcome = 'verified';
      try {
        if (!(await verifyEmail(deps, request.query.token))) outcome = 'invalid';
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        outcome = error.code === 'LINK_EXPIRED' ? 'expired' : 'invalid';
      }
      return reply.redirect(`/settings/notifications?email=${outcome}`, 303);
    },
  );
}
