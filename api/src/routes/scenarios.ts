import type { FastifyInstance } from 'fastify';
import { operations, type PagedListQuery } from '@muster/shared-kernel/core';
import { authorize, can, type Actor } from '../auth/permissions.js';
import { found } from '../errors.js';
import {
  communityRepository,
  type ScenarioCardRow,
  type ScenarioListKind,
  type ScenarioRow,
  type ScenarioValues,
} from '../repositories/community.js';
import { registerOwnedDelete } from '../http/delete-route.js';
import { registerOwnedUpdate } from '../http/update-route.js';
import { registerCachedDetail } from '../http/detail-route.js';
import { renderedHtml } from '../services/rendered-html.js';
import type { Scenario, ScenarioCard, ScenarioPayload } from '@muster/shared-kernel/core/model';
import { registerReviewedLists } from '../http/list-routes.js';
import { registerModeration } from '../http/moderation-routes.js';
import { route } from '../http/operation-route.js';
import { pagedCards } from '../services/paging.js';

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

/** Scenarios: lists, detail, saves by their author, moderation. */
export default async function scenarioRoutes(app: FastifyInstance) {
  const community = communityRepository(app.db);

  const load = async (key: string) => found(await community.findScenario(key), 'Scenario');

  const { listScenarios, listOwnScenarios, listScenarioQueue } = operations;
  registerReviewedLists(
    app,
    { listed: listScenarios, mine: listOwnScenarios, queue: listScenarioQueue },
    (list: ScenarioListKind, query: PagedListQuery) =>
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
  );

  registerCachedDetail(app, operations.getScenario, {
    load: async (id) => toScenario(await load(id)),
    loadFor: async (id, actor) => {
      const row = await load(id);
      return toScenario(row, seesNote(actor, row));
    },
  });

  route(app, operations.createScenario, async (request) => {
    const actor = request.actor;
    authorize(actor, 'scenario:create');
    return toScenario(
      await community.createScenario(valuesOf(request.body, null), actor.username),
      true,
    );
  });

  registerOwnedUpdate(app, operations.updateScenario, {
    name: 'Scenario',
    permission: 'scenario:edit',
    load,
    save: (existing, payload, actor, expected) =>
      community.updateScenario(
        existing.id,
        valuesOf(payload, existing),
        can(actor, 'scenario:review'),
        expected,
      ),
    answer: (row) => toScenario(row, true),
  });

  registerOwnedDelete(app, operations.deleteScenario, {
    permission: 'scenario:delete',
    load,
    remove: (id) => community.removeScenario(id),
  });

  registerModeration(
    app,
    { toggle: operations.toggleScenarioApproval, banish: operations.banishScenarioToDraft },
    {
      name: 'Scenario',
      permission: 'scenario:review',
      review: (id, change, by, expected) => community.setScenarioReview(id, change, by, expected),
      answer: (row) => toScenario(row, true),
    },
  );
}
