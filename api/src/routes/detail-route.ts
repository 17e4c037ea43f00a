import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import type { Actor } from '../auth/permissions.js';
import { errors, type IdParams, type KeyParams } from './common.schemas.js';

/**
 * Registers `GET {path}` (a path ending in `/:id`): one public item, answered through the read
 * cache; `load` answers the item or throws its 404. With `loadFor`, a signed-in caller's item is
 * read fresh instead (it may hold what only some users see: a moderator's review note).
 */
export function registerCachedDetail(
  fastify: FastifyInstance,
  options: {
    path: `${string}/:id`;
    tags: string[];
    params: typeof IdParams | typeof KeyParams;
    Item: TSchema;
    load(id: string): Promise<unknown>;
    loadFor?(id: string, actor: Actor): Promise<unknown>;
  },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { path, tags, params, Item, load, loadFor } = options;
  app.get(
    path,
    { schema: { tags, params, response: { 200: Item, ...errors } } },
    async (request, reply) => {
      if (loadFor && request.actor) return loadFor(request.params.id, request.actor);
      await app.readCache.send(request, reply, () => load(request.params.id));
    },
  );
}
