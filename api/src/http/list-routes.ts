import type { FastifyInstance } from 'fastify';
import type { Operation, PagedListQuery } from '@muster/shared-kernel/core';
import { authorize } from '../auth/permissions.js';
import { requireActor } from '../plugins/auth.js';
import { route } from './operation-route.js';

/** The lists every reviewed resource has: the public one, the caller's own, the review queue. */
export type ReviewedListKind =
  { kind: 'listed' } | { kind: 'mine'; username: string } | { kind: 'queue' };

/** An operation that answers a paged list (`?limit=&page=&search=`, or `&count=true`). */
export type ListOperation = Omit<Operation, 'query'> & {
  readonly method: 'GET';
  readonly query: typeof PagedListQuery;
};

/**
 * Registers a reviewed resource's three lists: `listed` (public, cached), `mine` (signed in) and
 * `queue` (moderators), each answering `listing` for its kind of list.
 */
export function registerReviewedLists(
  app: FastifyInstance,
  operations: { listed: ListOperation; mine: ListOperation; queue: ListOperation },
  listing: (list: ReviewedListKind, query: PagedListQuery) => Promise<unknown>,
) {
  route(app, operations.listed, async (request, reply) => {
    await app.readCache.send(request, reply, () => listing({ kind: 'listed' }, request.query));
  });

  route(app, operations.mine, async (request) =>
    listing({ kind: 'mine', username: requireActor(request).username }, request.query),
  );

  route(app, operations.queue, async (request) => {
    authorize(request.actor, 'queue:read');
    return listing({ kind: 'queue' }, request.query);
  });
}
