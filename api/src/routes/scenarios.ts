import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { authorize, can, type Actor } from '../auth/permissions.js';
import { found } from '../errors.js';
import { requireActor } from '../plugins/auth.js';
import {
  communityRepository,
  type ScenarioCardRow,
  type ScenarioListKind,
  type ScenarioRow,
  type ScenarioValues,
} from '../repositories/community.js';
import { errors, IdParams, KeyParams, ListQuery, VersionHeaders } from './common.schemas.js';
import { registerOwnedDelete } from './delete-route.js';
import { expectedVersion } from '../repositories/versions.js';
import { registerCachedDetail } from './detail-route.js';
import { renderedHtml } from './rendered-html.js';
import { Scenario, ScenarioCard, ScenarioPayload } from '@muster/shared-kernel/core/model';
import { registerReviewedLists } from './list-routes.js';
import { registerModeration } from './moderation-routes.js';
import { pagedCards } from './paging.js';

/**
 * A scenario as answered, with its markdown rendered to HTML for the scenario page (lists answer
 * cards, without either); `showNote`: whether the caller sees the moderator's review note (its
 * author and moderators: {@link seesNote}).
 */
export function toScenario(row: ScenarioRow, showNote = false): Scenario {
  return {
    _id: row.id,
    version: row.version,
    slug: row.slug,
    title: row.title,
    markdown: row.markdown,
    public: row.public,
    reviewed: row.reviewed,
    reviewNote: showNote ? row.reviewNote : '',
    thumbnailURL: row.thumbnailUrl,
    author: row.author,
    html: renderedHtml(row.markdown),
  };
}

/** Whether `actor` sees a scenario's review note: its author and moderators. */
const seesNote = (actor: Actor | null, row: Pick<ScenarioRow, 'author'>) =>
  can(actor, 'scenario:edit', row);

export function toScenarioCard(row: ScenarioCardRow, showNote = false): ScenarioCard {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    public: row.public,
    reviewed: row.reviewed,
    reviewNote: showNote ? row.reviewNote : '',
    thumbnailURL: row.thumbnailUrl,
    author: row.author,
  };
}

function valuesOf(input: ScenarioPayload, existing: ScenarioRow | null): ScenarioValues {
  return {
    title: input.title.trim(),
    markdown: input.markdown ?? existing?.markdown ?? '',
    public: input.public ?? existing?.public ?? false,
    thumbnailUrl: input.thumbnailURL ?? existing?.thumbnailUrl ?? '',
  };
}

const Listing = Type.Union([Type.Array(ScenarioCard), Type.Integer()]);

/** Scenarios: lists, detail, saves by their author, moderation. */
export default async function scenarioRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const community = communityRepository(app.db);
  const tags = ['scenarios'];

  const load = async (key: string) => found(await community.findScenario(key), 'Scenario');

  registerReviewedLists(app, {
    path: '/api/scenarios',
    minePath: 'myscenarios',
    tags,
    Listing,
    listing: (list: ScenarioListKind, query: ListQuery) =>
      pagedCards(
        {
          count: (pattern) => community.countScenarios(list, pattern),
          list: (pattern, limit, offset) => community.listScenarios(list, pattern, limit, offset),
        },
        query,
        // Only the caller's own scenarios and the moderators' queue carry review notes.
        (row: ScenarioCardRow) =>
          toScenarioCard(row, list.kind === 'mine' || list.kind === 'queue'),
      ),
  });

  registerCachedDetail(app, {
    path: '/api/scenarios/:id',
    tags,
    params: KeyParams,
    Item: Scenario,
    load: async (id) => toScenario(await load(id)),
    loadFor: async (id, actor) => {
      const row = await load(id);
      return toScenario(row, seesNote(actor, row));
    },
  });

  app.post(
    '/api/scenarios/',
    { schema: { tags, body: ScenarioPayload, response: { 200: Scenario, ...errors } } },
    async (request) => {
      const actor = request.actor;
      authorize(actor, 'scenario:create');
      return toScenario(
        await community.createScenario(valuesOf(request.body, null), actor.username),
        true,
      );
    },
  );

  app.post(
    '/api/scenarios/:id',
    {
      schema: {
        tags,
        params: IdParams,
        headers: VersionHeaders,
        body: ScenarioPayload,
        response: { 200: Scenario, ...errors },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const existing = await load(request.params.id);
      authorize(actor, 'scenario:edit', existing);
      const row = await community.updateScenario(
        existing.id,
        valuesOf(request.body, existing),
        can(actor, 'scenario:review'),
        expectedVersion(request),
      );
      return toScenario(found(row, 'Scenario'), true);
    },
  );

  registerOwnedDelete(
    app,
    { path: '/api/scenarios/:id', tags, params: KeyParams },
    { permission: 'scenario:delete', load, remove: (id) => community.removeScenario(id) },
  );

  registerModeration(
    app,
    { toggle: '/api/scenarios/toggleapproval/:id', banish: '/api/scenarios/banishdraft/:id' },
    {
      tags,
      Item: Scenario,
      name: 'Scenario',
      permission: 'scenario:review',
      review: (id, change, by, expected) => community.setScenarioReview(id, change, by, expected),
      answer: (row) => toScenario(row, true),
    },
  );
}
