import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Deleted, errors, IdParams, KeyParams } from './common.schemas.js';

/**
 * Registers `DELETE {path}` (a path ending in `/:id`), answering `{ _id, deleted: true }`.
 * `remove` checks the caller's right, deletes the item and answers the id it deleted (a
 * faction's key resolves to its id), or throws the 401, 403, 404 or 409 that stops it.
 */
export function registerDelete(
  fastify: FastifyInstance,
  options: { path: `${string}/:id`; tags: string[]; params?: typeof IdParams | typeof KeyParams },
  remove: (id: string, request: FastifyRequest) => Promise<string>,
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { path, tags, params = IdParams } = options;
  app.delete(
    path,
    { schema: { tags, params, response: { 200: Deleted, ...errors } } },
    async (request) => ({
      _id: await remove(request.params.id, request),
      deleted: true as const,
    }),
  );
}
