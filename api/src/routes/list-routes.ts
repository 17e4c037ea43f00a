import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import { authorize } from '../auth/permissions.js';
import { requireActor } from '../plugins/auth.js';
import { errors, ListQuery } from './common.schemas.js';

/** The lists every reviewed resource has: the public one, the caller's own, the review queue. */
export type ReviewedListKind =
  { kind: 'listed' } | { kind: 'mine'; username: string } | { kind: 'queue' };

/**
 * Registers `GET {path}` (public, cached), `GET {path}/{minePath}` (signed in) and
 * `GET {path}/needsreview` (moderators), each answering `listing` for its kind of list.
 */
export function registerReviewedLists(
  fastify: FastifyInstance,
  options: {
    path: string;
    minePath: string;
    tags: string[];
    /** The answer's schema: a page of cards, or the count. */
    Listing: TSchema;
    listing(list: ReviewedListKind, query: ListQuery): Promise<unknown>;
  },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { path, minePath, tags, Listing, listing } = options;
  const schema = { tags, querystring: ListQuery, response: { 200: Listing, ...errors } };

  app.get(path, { schema }, async (request, reply) => {
    await app.readCache.send(request, reply, () => listing({ kind: 'listed' }, request.query));
  });

  app.get(`${path}/${minePath}`, { schema }, async (request) =>
    listing({ kind: 'mine', username: requireActor(request).username }, request.query),
  );

  app.get(`${path}/needsreview`, { schema }, async (request) => {
    authorize(request.actor, 'queue:read');
    return listing({ kind: 'queue' }, request.query);
  });
}
