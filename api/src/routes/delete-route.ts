import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Owned } from '@muster/shared-kernel/core';
import { authorize } from '../auth/permissions.js';
import { requireActor } from '../plugins/auth.js';
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

/**
 * Registers `DELETE {path}` for a kind its author (or a moderator) deletes: the caller must be
 * signed in (401), the item must exist (`load` throws its 404) and the caller may delete it (403).
 */
export function registerOwnedDelete(
  fastify: FastifyInstance,
  options: Parameters<typeof registerDelete>[1],
  kind: {
    permission: 'faction:delete' | 'scenario:delete' | 'page:delete';
    load(key: string): Promise<Owned & { id: string }>;
    remove(id: string): Promise<unknown>;
  },
) {
  registerDelete(fastify, options, async (key, request) => {
    const actor = requireActor(request);
    const existing = await kind.load(key);
    authorize(actor, kind.permission, existing);
    await kind.remove(existing.id);
    return existing.id;
  });
}
