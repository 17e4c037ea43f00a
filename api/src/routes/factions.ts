import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { authorize, can, type Actor } from '../auth/permissions.js';
import { notFound } from '../errors.js';
import { requireActor } from '../plugins/auth.js';
import {
  factionsRepository,
  type FactionCardRow,
  type FactionListKind,
  type FactionRow,
  type FactionValues,
} from '../repositories/factions.js';
import { usersRepository } from '../repositories/users.js';
import { Faction, FactionCard, FactionPayload, UsernameText } from '@muster/shared-kernel/core';
import { Deleted, errors, IdParams, KeyParams, ListQuery } from './common.schemas.js';
import { LikeAnswer } from './factions.schemas.js';
import { pagedList } from './paging.js';

export function toFaction(row: FactionRow): Faction {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    lore: row.lore,
    public: row.public,
    reviewed: row.reviewed,
    likes: row.likes,
    thumbnailURL: row.thumbnailUrl,
    links: row.links,
    acl: { author: row.author, editors: row.editors },
    anteList: row.anteList,
    environmentList: row.environmentList,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toFactionCard(row: FactionCardRow): FactionCard {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    public: row.public,
    reviewed: row.reviewed,
    likes: row.likes,
    thumbnailURL: row.thumbnailUrl,
    acl: { author: row.author, editors: row.editors },
  };
}

/** The stored values of a save; only the author and moderators change the editors list. */
function valuesOf(input: FactionPayload, actor: Actor, existing: FactionRow | null): FactionValues {
  const mayManageEditors = !existing || can(actor, 'faction:set-editors', existing);
  const editors = mayManageEditors
    ? [
        ...new Set(
          (input.acl?.editors ?? existing?.editors ?? [])
            .map((name) => name.trim())
            .filter(Boolean),
        ),
      ]
    : (existing?.editors ?? []);
  return {
    title: input.title.trim(),
    description: input.description ?? existing?.description ?? '',
    lore: input.lore ?? existing?.lore ?? '',
    public: input.public ?? existing?.public ?? false,
    thumbnailUrl: input.thumbnailURL ?? existing?.thumbnailUrl ?? '',
    links: input.links ?? existing?.links ?? [],
    editors,
    anteList: input.anteList ?? existing?.anteList ?? [],
    environmentList: input.environmentList ?? existing?.environmentList ?? [],
  };
}

const Listing = Type.Union([Type.Array(FactionCard), Type.Integer()]);

/** Factions: lists, detail, saves, deletion, moderation and likes. */
export default async function factionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const factions = factionsRepository(app.db);
  const users = usersRepository(app.db);
  const tags = ['factions'];

  const listing = async (list: FactionListKind, query: ListQuery) => {
    const answer = await pagedList(
      {
        count: (pattern) => factions.count(list, pattern),
        list: (pattern, limit, offset) => factions.list(list, pattern, limit, offset),
      },
      query,
    );
    return typeof answer === 'number' ? answer : answer.map(toFactionCard);
  };

  const load = async (key: string) => {
    const row = await factions.find(key);
    if (!row) throw notFound('Faction');
    return row;
  };

  app.get(
    '/api/factions',
    { schema: { tags, querystring: ListQuery, response: { 200: Listing, ...errors } } },
    async (request, reply) => {
      await app.readCache.send(request, reply, () => listing({ kind: 'listed' }, request.query));
    },
  );

  app.get(
    '/api/factions/myfactions',
    { schema: { tags, querystring: ListQuery, response: { 200: Listing, ...errors } } },
    async (request) =>
      listing({ kind: 'mine', username: requireActor(request).username }, request.query),
  );

  app.get(
    '/api/factions/needsreview',
    { schema: { tags, querystring: ListQuery, response: { 200: Listing, ...errors } } },
    async (request) => {
      authorize(request.actor, 'queue:read');
      return listing({ kind: 'queue' }, request.query);
    },
  );

  app.get(
    '/api/factions/rand',
    { schema: { tags, response: { 200: Type.Array(FactionCard), ...errors } } },
    async (request, reply) => {
      // Cached like any public read: everyone in the same second sees the same featured faction.
      await app.readCache.send(request, reply, async () => {
        const row = await factions.random();
        return row ? [toFactionCard(row)] : [];
      });
    },
  );

  app.get(
    '/api/factions/byuser/:username',
    {
      schema: {
        tags,
        params: Type.Object({ username: UsernameText }),
        querystring: ListQuery,
        response: { 200: Listing, ...errors },
      },
    },
    async (request, reply) => {
      await app.readCache.send(request, reply, () =>
        listing({ kind: 'author', username: request.params.username }, request.query),
      );
    },
  );

  app.get(
    '/api/factions/:id',
    { schema: { tags, params: KeyParams, response: { 200: Faction, ...errors } } },
    async (request, reply) => {
      await app.readCache.send(request, reply, async () =>
        toFaction(await load(request.params.id)),
      );
    },
  );

  app.post(
    '/api/factions/',
    { schema: { tags, body: FactionPayload, response: { 200: Faction, ...errors } } },
    async (request) => {
      const actor = request.actor;
      authorize(actor, 'faction:create');
      const row = await factions.create(valuesOf(request.body, actor, null), actor.username);
      return toFaction(row);
    },
  );

  app.post(
    '/api/factions/:id',
    {
      schema: {
        tags,
        params: IdParams,
        body: FactionPayload,
        response: { 200: Faction, ...errors },
      },
    },
    async (request) => {
      const actor = request.actor;
      if (!actor) requireActor(request);
      const existing = await load(request.params.id);
      authorize(actor, 'faction:edit', existing);
      const row = await factions.update(existing.id, valuesOf(request.body, actor, existing));
      if (!row) throw notFound('Faction');
      return toFaction(row);
    },
  );

  app.delete(
    '/api/factions/:id',
    { schema: { tags, params: KeyParams, response: { 200: Deleted, ...errors } } },
    async (request) => {
      const actor = request.actor;
      if (!actor) requireActor(request);
      const existing = await load(request.params.id);
      authorize(actor, 'faction:delete', existing);
      await factions.remove(existing.id);
      return { _id: existing.id, deleted: true as const };
    },
  );

  for (const [path, change] of [
    ['toggleapproval', 'toggle'],
    ['banishdraft', 'banish'],
  ] as const) {
    app.post(
      `/api/factions/${path}/:id`,
      { schema: { tags, params: IdParams, response: { 200: Faction, ...errors } } },
      async (request) => {
        authorize(request.actor, 'faction:review');
        const row = await factions.setReview(request.params.id, change);
        if (!row) throw notFound('Faction');
        return toFaction(row);
      },
    );
  }

  for (const [path, liked] of [
    ['like', true],
    ['unlike', false],
  ] as const) {
    app.post(
      `/api/factions/${path}/:id`,
      { schema: { tags, params: IdParams, response: { 200: LikeAnswer, ...errors } } },
      async (request) => {
        const actor = request.actor;
        authorize(actor, 'like');
        const count = await factions
          .setLike(actor.id, request.params.id, liked)
          .catch(async (error: unknown) => {
            if (!(await factions.find(request.params.id))) throw notFound('Faction');
            throw error;
          });
        if (count === null) throw notFound('Faction');
        return {
          _id: request.params.id,
          likes: count,
          userLikes: await users.likedFactionIds(actor.id),
        };
      },
    );
  }
}
