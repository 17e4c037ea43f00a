import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Actor } from '../auth/permissions.js';
import { versionTag } from '../repositories/versions.js';
import { route, type ItemOperation } from './operation-route.js';

/** The version an answered entity carries, if any. */
export const versionOf = (item: unknown): number | undefined => {
  const version = (item as { version?: unknown } | null)?.version;
  return typeof version === 'number' ? version : undefined;
};

/**
 * Sends an editable entity's version as its strong `ETag: "<n>"`, the token a save echoes in
 * `If-Match`, and answers the item. Setting the header here keeps the read cache's
 * hook from tagging (and 304-ing) the answer by a hash of its bytes: a version tag never answers
 * 304 (why: {@link import('../plugins/read-cache.js').SendOptions.versionOf}).
 */
export function withVersionTag<T>(reply: FastifyReply, item: T): T {
  const version = versionOf(item);
  if (version !== undefined) {
    reply.header('ETag', versionTag(version));
    reply.header('Cache-Control', 'private, no-cache');
  }
  return item;
}

/**
 * Registers `operation` (`GET …/:id`): one public item, answered through the read cache with its
 * version as `ETag`; `load` answers the item or throws its 404. With `loadFor`, a signed-in
 * caller's item is read fresh instead (it may hold what only some users see: a moderator's review
 * note).
 */
export function registerCachedDetail(
  app: FastifyInstance,
  operation: ItemOperation & { method: 'GET' },
  options: {
    load(id: string): Promise<unknown>;
    loadFor?(id: string, actor: Actor): Promise<unknown>;
  },
) {
  const { load, loadFor } = options;
  route(app, operation, async (request, reply) => {
    if (loadFor && request.actor)
      return withVersionTag(reply, await loadFor(request.params.id, request.actor));
    await app.readCache.send(request, reply, () => load(request.params.id), { versionOf });
  });
}
