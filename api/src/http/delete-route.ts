import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Owned } from '@muster/shared-kernel/core';
import { authorize } from '../auth/permissions.js';
import { requireActor } from '../plugins/auth.js';
import { route, type DeleteOperation } from './operation-route.js';

/**
 * Registers `operation` (`DELETE …/:id`), answering `{ _id, deleted: true }`. `remove` checks the
 * caller's right, deletes the item and answers the id it deleted (a faction's key resolves to its
 * id), or throws the 401, 403, 404 or 409 that stops it.
 */
export function registerDelete(
  app: FastifyInstance,
  operation: DeleteOperation,
  remove: (id: string, request: FastifyRequest) => Promise<string>,
) {
  route(app, operation, async (request) => ({
    _id: await remove(request.params.id, request),
    deleted: true as const,
  }));
}

/**
 * Registers `operation` (`DELETE …/:id`) for a kind its author (or a moderator) deletes: the caller must be
 * signed in (401), the item must exist (`load` throws its 404) and the caller may delete it (403).
 */
export function registerOwnedDelete(
  app: FastifyInstance,
  operation: DeleteOperation,
  kind: {
    permission: 'faction:delete' | 'scenario:delete' | 'page:delete';
    load(key: string): Promise<Owned & { id: string }>;
    remove(id: string): Promise<unknown>;
  },
) {
  registerDelete(app, operation, async (key, request) => {
    const actor = requireActor(request);
    const existing = await kind.load(key);
    authorize(actor, kind.permission, existing);
    await kind.remove(existing.id);
    return existing.id;
  });
}
