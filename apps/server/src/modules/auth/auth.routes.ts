import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  SIGN_IN_CSRF_FIELD,
  XSRF_HEADER,
  checkLoginQuerySchema,
  isValidLogin,
  returnToQuerySchema,
  safeReturnPath,
  selfUserSchema,
  signInFieldsSchema,
  signUpBodySchema,
  successEnvelope,
} from '@neighbourly/shared';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { assertCsrf, endSession, ensureCsrfToken, startSession } from '../../http/session.ts';
import { isLoginTaken, toSelfUser } from '../people/index.ts';
import { authenticate, signUp } from './auth.service.ts';
import { createAltchaChallenge } from './captcha.ts';

const MINUTE = 60_000;

/** The text fields of a multipart form; files are refused. */
async function readFormFields(request: FastifyRequest): Promise<Record<string, string>> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the sign-in form as multipart/form-data.');
  }
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fields: 10, fieldSize: 4096, files: 0 } })) {
      if (part.type === 'field' && typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    // Limits keep their own 4xx; a body the parser cannot read (no boundary, cut short) is ours to name.
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500) throw error;
    throw badRequest('The sign-in form could not be read.');
  }
  return fields;
}

type AuthPlugin = FastifyPluginAsyncZod<{ deps: AppDeps }>;

/** Who is signed in: the CSRF token, sign-in, the session check, sign-out. */
const sessionRoutes: AuthPlugin = async (app, { deps }) => {
  const { rateLimits } = deps.config;

  app.get(
    API_PATHS.csrf,
    { schema: { tags: ['auth'], response: { 200: successEnvelope(z.string()) } } },
    async (request, reply) => ok(ensureCsrfToken(deps, request, reply)),
  );

  app.post(
    API_PATHS.signIn,
    {
      config: { csrf: 'form', rateLimit: { max: rateLimits.signInPerMinute, timeWindow: MINUTE } },
      schema: {
        tags: ['auth'],
        description: `multipart/form-data: username, password and the CSRF token as ${SIGN_IN_CSRF_FIELD} (or the X-XSRF-TOKEN header).`,
        response: { 200: successEnvelope(selfUserSchema) },
      },
    },
    async (request, reply) => {
      const fields = await readFormFields(request);
      const header = request.headers[XSRF_HEADER];
      assertCsrf(deps, request, fields[SIGN_IN_CSRF_FIELD] ?? (Array.isArray(header) ? header[0] : header));
      const parsed = signInFieldsSchema.safeParse(fields);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid sign-in form.');
      const user = await authenticate(deps, parsed.data.username, parsed.data.password);
      await startSession(deps, request, reply, user.id);
      return ok(toSelfUser(user));
    },
  );

  app.get(
    API_PATHS.isLoggedIn,
    { schema: { tags: ['auth'], response: { 200: successEnvelope(z.boolean()) } } },
    async (request) => ok((await request.currentUser()) !== null),
  );

  app.post(
    API_PATHS.logout,
    { schema: { tags: ['auth'], response: { 200: successEnvelope(z.null()) } } },
    async (request, reply) => {
      await endSession(deps, request, reply);
      return reply.header('location', '/').send(ok(null));
    },
  );

  // Kept for clients of the original gateway: after sign-in the browser lands here, and goes
  // on to the page it came from when that is a path of this site (issue #13), else to /.
  app.get(
    API_PATHS.frontendAuthorization,
    { schema: { hide: true, querystring: returnToQuerySchema } },
    async (request, reply) => reply.redirect(safeReturnPath(request.query.returnTo)),
  );
};

/** Making an account: the sign-up, its login check and its captcha. */
const signUpRoutes: AuthPlugin = async (app, { deps }) => {
  const { rateLimits } = deps.config;

  app.post(
    API_PATHS.signUp,
    {
      config: { rateLimit: { max: rateLimits.signUpPerMinute, timeWindow: MINUTE } },
      schema: {
        tags: ['auth'],
        body: signUpBodySchema,
        response: { 201: successEnvelope(selfUserSchema) },
      },
    },
    async (request, reply) => {
      const user = await signUp(deps, request.body, request.ip);
      await startSession(deps, request, reply, user.id);
      return reply.status(201).send(ok(toSelfUser({ ...user, has_avatar: 0, role: 'USER' })));
    },
  );

  app.get(
    API_PATHS.checkLogin,
    {
      config: { rateLimit: { max: rateLimits.checkLoginPerMinute, timeWindow: MINUTE } },
      schema: {
        tags: ['auth'],
        description: 'data is true when the login is valid and free (case-insensitively).',
        querystring: checkLoginQuerySchema,
        response: { 200: successEnvelope(z.boolean()) },
      },
    },
    async (request) => {
      const { login } = request.query;
      return ok(isValidLogin(login) && !(await isLoginTaken(deps.db, login)));
    },
  );

  // The ALTCHA widget fetches this itself and expects the bare challenge, not the envelope.
  app.get(API_PATHS.captchaChallenge, { schema: { tags: ['auth'] } }, async (_request, reply) => {
    const captcha = deps.config.captcha;
    if (captcha.provider !== 'altcha') throw new AppError(404, 'NOT_FOUND', 'ALTCHA is not in use.');
    reply.header('cache-control', 'no-store');
    return createAltchaChallenge(deps.secret, captcha.maxCounter);
  });
};

export const authRoutes: AuthPlugin = async (app, { deps }) => {
  await app.register(sessionRoutes, { deps });
  await app.register(signUpRoutes, { deps });
};
