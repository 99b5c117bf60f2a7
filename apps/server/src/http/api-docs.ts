/**
 * The OpenAPI document (`app.swagger()`, built by @fastify/swagger) and its viewer under
 * /api/docs (@fastify/swagger-ui), both loaded on first use (issue #31): the two packages and
 * the YAML library each requires at load (~100 modules) stay out of the server's memory until
 * someone asks for the document.
 *
 * At start only the inputs of @fastify/swagger's hooks are kept: each route's options as it is
 * added, each plugin instance, and the moment the app is ready. The first `app.swagger()` runs
 * @fastify/swagger's own plugin function on a stand-in for the app and replays those inputs to
 * the hooks it adds, so the document is the one it always built (same routes, schemas, tags).
 *
 * The viewer's routes (the same paths as @fastify/swagger-ui's) are registered at start; the
 * first request builds a small Fastify instance holding @fastify/swagger-ui, and each request
 * is answered from it (inject) with its status, headers and body. The app's own hooks still run
 * around it (security headers, compression), and what the viewer does not have goes to the
 * app's not-found handler, as when @fastify/swagger-ui was registered in the app itself.
 */
import { createRequire } from 'node:module';
import type { SwaggerOptions } from '@fastify/swagger';
import type { FastifySwaggerUiOptions } from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';

type Swagger = FastifyInstance['swagger'];
type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
/** The hooks @fastify/swagger adds to the instance it is registered on. */
interface SwaggerHooks {
  onRoute?: (route: RouteOptions) => void;
  onRegister?: (instance: FastifyInstance) => unknown;
  onReady?: (done: () => void) => void;
}

export interface ApiDocsOptions {
  /** @fastify/swagger's options. */
  swagger: SwaggerOptions;
  /** @fastify/swagger-ui's options; routePrefix is where the viewer answers. */
  ui: FastifySwaggerUiOptions & { routePrefix: string };
  /** The app's validator and serializer factories, for the viewer's instance. */
  compilersFactory: CompilersFactory;
}

// @fastify/swagger is loaded synchronously on first use: app.swagger() is synchronous.
const require = createRequire(import.meta.url);

/** Response headers that belong to the viewer's own (injected) connection, not to the answer. */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
]);

/** Decorates `app.swagger` and registers the viewer's routes; call before any other route. */
export async function registerApiDocs(app: FastifyInstance, options: ApiDocsOptions): Promise<void> {
  const routes: RouteOptions[] = [];
  const instances: FastifyInstance[] = [];
  let ready = false;
  let hooks: SwaggerHooks | undefined;
  let swagger: Swagger | undefined;

  app.addHook('onRoute', (route) => {
    routes.push(route);
    hooks?.onRoute?.(route);
  });
  app.addHook('onRegister', (instance) => {
    instances.push(instance);
    void hooks?.onRegister?.(instance);
  });
  app.addHook('onReady', async () => {
    ready = true;
    hooks?.onReady?.(() => {});
  });

  /** @fastify/swagger set up on a stand-in for the app, given what its hooks would have seen. */
  function load(): Swagger {
    const { fastifySwagger } = require('@fastify/swagger') as typeof import('@fastify/swagger');
    const found: SwaggerHooks = {};
    let decorated: Swagger | undefined;
    const host = {
      addHook: (name: keyof SwaggerHooks, hook: never) => void (found[name] = hook),
      decorate: (_name: string, value: Swagger) => void (decorated = value),
      getSchemas: () => app.getSchemas(),
    };
    fastifySwagger(host as unknown as FastifyInstance, { ...options.swagger }, (error?: Error) => {
      if (error) throw error;
    });
    for (const route of routes) found.onRoute?.(route);
    for (const instance of instances) void found.onRegister?.(instance);
    if (ready) found.onReady?.(() => {});
    hooks = found;
    return decorated!;
  }
  app.decorate('swagger', ((opts?: { yaml?: boolean }) => (swagger ??= load())(opts as never)) as Swagger);

  let viewer: Promise<FastifyInstance> | undefined;
  /** A Fastify instance holding @fastify/swagger-ui, showing the app's document. */
  async function buildViewer(): Promise<FastifyInstance> {
    const { default: swaggerUi } = await import('@fastify/swagger-ui');
    const instance = Fastify({ schemaController: { compilersFactory: options.compilersFactory } });
    // @fastify/swagger-ui asks for @fastify/swagger by name, and reads the document from it.
    await instance.register(
      fp(async (scope) => void scope.decorate('swagger', app.swagger), { name: '@fastify/swagger' }),
    );
    await instance.register(swaggerUi, options.ui);
    await instance.ready();
    return instance;
  }

  async function answer(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    // Built once; a failure is not kept, so the next request tries again.
    viewer ??= buildViewer().catch((error: unknown) => {
      viewer = undefined;
      throw error;
    });
    // GET for HEAD too: the app's HEAD handling drops the body, as it did for the viewer's routes.
    const response = await (
      await viewer
    ).inject({ method: 'GET', url: request.url, headers: request.headers });
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined && !CONNECTION_HEADERS.has(name.toLowerCase())) reply.header(name, value);
    }
    if (response.statusCode === 404) {
      // The app answers, with the viewer's headers (its content security policy), as before.
      reply.removeHeader('content-type');
      reply.callNotFound();
      return reply;
    }
    // A redirect has no body (and no type).
    return reply
      .code(response.statusCode)
      .send(response.rawPayload.length > 0 ? response.rawPayload : undefined);
  }

  // @fastify/swagger-ui's routes, which the document hides.
  await app.register(
    async (scope) => {
      for (const url of ['/', '/static/index.html', '/static/swagger-initializer.js', '/json', '/yaml']) {
        scope.get(url, { schema: { hide: true } }, answer);
      }
      scope.route({ method: ['HEAD', 'GET'], url: '/static/*', schema: { hide: true }, handler: answer });
    },
    { prefix: options.ui.routePrefix },
  );
}
