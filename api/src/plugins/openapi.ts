import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Access } from '@muster/shared-kernel/core';
import { ApiError } from '@muster/shared-kernel/core/model';

const SECURITY: Record<Access, Record<string, string[]>[]> = {
  public: [],
  optional: [{}, { bearer: [] }],
  token: [{ bearer: [] }],
};

/**
 * Statuses any operation may answer whatever its own rules: bad input (400), a body over the
 * limit (413), a path too long (414) or a body of a type the API does not read (415), too many requests (429), headers over
 * Node's limit (431). Operations add their own (401, 403, 404, 409) in their route schemas.
 */
const EVERY_OPERATION = {
  400: ApiError,
  413: ApiError,
  414: ApiError,
  415: ApiError,
  429: ApiError,
  431: ApiError,
};

/** A read answers 304 when `If-None-Match` names its current ETag (the public-read cache). */
const NOT_MODIFIED = {
  304: { description: 'Not modified: If-None-Match names the current ETag', type: 'null' },
};

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad input, naming the field',
  401: 'No valid session token',
  403: 'The permission rules refuse it',
  404: 'Not found',
  409: 'A conflict: taken, or changed since it was read',
  413: 'Too large',
  414: 'A path parameter longer than the router reads (4,000 characters)',
  415: 'Unsupported content type',
  429: 'Too many requests; see Retry-After',
  431: 'Request headers too large',
};

/** A route's path (`/api/…/:id`) → a pattern matching the paths it serves. */
function pathPattern(url: string): RegExp {
  const escaped = url
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}$`);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods other routes serve at `path` (for 405 answers), or none. */
    allowedMethods(path: string): string[];
  }
}

/**
 * The OpenAPI document at `/api/docs`: every operation gets its summary, operationId and
 * security from the declaration it was registered from (`route` in http/operation-route.ts;
 * a documented route without one stops the server at start), and every error status it can
 * answer, with the error schema. Registered before the routes.
 */
async function openapi(app: FastifyInstance) {
  const routes: { method: string; pattern: RegExp }[] = [];
  app.decorate('allowedMethods', (path: string) =>
    routes.filter((route) => route.pattern.test(path)).map((route) => route.method),
  );

  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.url.startsWith('/api/'))
      for (const method of methods) routes.push({ method, pattern: pathPattern(route.url) });
    // Fastify adds a HEAD route beside each GET; the document lists the GET only.
    const method = methods.find((name) => name !== 'HEAD');
    if (!method || !route.schema || route.schema.hide) return;
    const operation = route.config?.operation;
    if (!operation)
      throw new Error(
        `${method} ${route.url} was not registered from an operation's declaration: ` +
          'declare it in @muster/shared-kernel/core (core/api) and register it with route()',
      );
    const responses = {
      ...EVERY_OPERATION,
      ...(method === 'GET' ? NOT_MODIFIED : {}),
      ...(route.schema.response as object | undefined),
    };
    route.schema = {
      ...route.schema,
      summary: operation.summary,
      operationId: operation.operationId,
      security: SECURITY[operation.access],
      response: Object.fromEntries(
        Object.entries(responses).map(([status, schema]) => [
          status,
          STATUS_TEXT[Number(status)] && schema === ApiError
            ? { ...ApiError, description: STATUS_TEXT[Number(status)] }
            : schema,
        ]),
      ),
    };
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Muster API',
        version: '1.0.0',
        description: "Factions, units, weapons, rosters' rules and community pages",
      },
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

export default fp(openapi, { name: 'openapi' });
