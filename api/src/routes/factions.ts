import type { FastifyInstance } from 'fastify';
import { operations, type PagedListQuery } from '@muster/shared-kernel/core';
import { authorize, can, type Actor } from '../auth/permissions.js';
import { found } from '../errors.js';
import {
  factionVersionsRepository,
  type FactionVersion as KeptVersion,
} from '../repositories/faction-versions.js';
import {
  factionsRepository,
  type FactionCardRow,
  type FactionListKind,
  type FactionRow,
  type FactionValues,
} from '../repositories/factions.js';
import { toUnit, toWeapon } from '../repositories/armoury.js';
import { toAbilityTemplate } from '../repositories/rules.js';
import { usersRepository } from '../repositories/users.js';
import type {
  Faction,
  FactionCard,
  FactionPayload,
  RosterRule,
} from '@muster/shared-kernel/core/model';
import type { Database } from '../db/client.js';
import { registerOwnedDelete } from '../http/delete-route.js';
import { registerOwnedUpdate } from '../http/update-route.js';
import { registerCachedDetail } from '../http/detail-route.js';
import { savedEditors } from '../services/editors.js';
import { checkFactionRules } from '../services/roster-rules.js';
import { factionView } from '../services/faction-view.js';
import { registerReviewedLists } from '../http/list-routes.js';
import { registerModeration } from '../http/moderation-routes.js';
import { route } from '../http/operation-route.js';
import { pagedCards } from '../services/paging.js';

/**
 * A faction's working copy as answered; `showNote`: whether the caller sees the moderator's
 * review note (its author, listed editors and moderators); `latestVersion`: its latest approved
 * version, the one the public sees (null: none, the public reads this working copy by its link).
 */
export function toFaction(
  row: FactionRow,
  showNote: boolean,
  latestVersion: number | null,
): Faction {
  return {
    _id: row.id,
    version: row.version,
    slug: row.slug,
    title: row.title,
    description: row.description,
    lore: row.lore,
    public: row.public,
    reviewed: row.reviewed,
    reviewNote: showNote ? row.reviewNote : '',
    likes: row.likes,
    thumbnailURL: row.thumbnailUrl,
    links: row.links,
    acl: { author: row.author, editors: row.editors },
    anteList: row.anteList,
    environmentList: row.environmentList,
    rosterRules: row.rosterRules,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    factionVersion: null,
    latestVersion,
  };
}

/**
 * The latest approved version of the faction `row` as answered: the faction as it was approved,
 * with what moves on without a version (its likes, whether it is public) and the version it is.
 */
function versionFaction(version: KeptVersion, row: FactionRow): Faction {
  return {
    ...toFaction(version.faction, false, version.number),
    likes: row.likes,
    public: row.public,
    reviewed: true,
    factionVersion: version.number,
  };
}

export function toFactionCard(row: FactionCardRow, showNote = false): FactionCard {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    public: row.public,
    reviewed: row.reviewed,
    reviewNote: showNote ? row.reviewNote : '',
    likes: row.likes,
    thumbnailURL: row.thumbnailUrl,
    acl: { author: row.author, editors: row.editors },
  };
}

/**
 * The stored values of a save; only the author and moderators change the editors list, whose
 * names must be users'; its roster rules may name only its own units.
 */
async function valuesOf(
  db: Database,
  input: FactionPayload,
  actor: Actor,
  existing: FactionRow | null,
  spelledUsernames: (names: readonly string[]) => Promise<string[]>,
): Promise<FactionValues> {
  const editors = await savedEditors(
    input.acl?.editors,
    actor,
    'faction:set-editors',
    existing,
    spelledUsernames,
  );
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
    rosterRules: await rosterRulesOf(db, input, existing),
  };
}

/** The roster rules a save stores: those it sends (naming only the faction's units), or as they were. */
async function rosterRulesOf(
  db: Database,
  input: FactionPayload,
  existing: FactionRow | null,
): Promise<RosterRule[]> {
  if (!input.rosterRules) return existing?.rosterRules ?? [];
  await checkFactionRules(db, input.rosterRules, existing?.id ?? null);
  return input.rosterRules;
}

/** Factions: lists, detail, saves, deletion, moderation and likes. */
export default async function factionRoutes(app: FastifyInstance) {
  const factions = factionsRepository(app.db);
  const versions = factionVersionsRepository(app.db);
  const view = factionView(app.db);
  const users = usersRepository(app.db);

  const listing = (list: FactionListKind, query: PagedListQuery) =>
    pagedCards(
      {
        count: (pattern) => factions.count(list, pattern),
        list: (pattern, limit, offset) => factions.list(list, pattern, limit, offset),
      },
      query,
      // Only the caller's own factions and the moderators' queue carry review notes.
      (row: FactionCardRow) => toFactionCard(row, list.kind === 'mine' || list.kind === 'queue'),
    );

  const load = async (key: string) => found(await factions.find(key), 'Faction');

  /** The working copy as its author, editors and moderators read it, review note included. */
  const workingCopy = async (row: FactionRow): Promise<Faction> =>
    toFaction(row, true, await versions.latestNumber(row.id));

  /**
   * What `actor` (null: a visitor) sees of a faction ({@link factionView}): its latest approved
   * version, or its working copy, whose review note only those who may edit it read.
   */
  const shownTo = async (row: FactionRow, actor: Actor | null): Promise<Faction> => {
    const version = await view.versionFor(row, actor);
    if (version) return versionFaction(version, row);
    return actor && can(actor, 'faction:edit', row)
      ? workingCopy(row)
      : toFaction(row, false, null);
  };

  const { listFactions, listOwnFactions, listFactionQueue } = operations;
  registerReviewedLists(
    app,
    { listed: listFactions, mine: listOwnFactions, queue: listFactionQueue },
    listing,
  );

  route(app, operations.getRandomFaction, async (request, reply) => {
    // Cached like any public read: everyone in the same second sees the same featured faction.
    await app.readCache.send(request, reply, async () => {
      const row = await factions.random();
      return row ? [toFactionCard(row)] : [];
    });
  });

  route(app, operations.listFactionsByUser, async (request, reply) => {
    await app.readCache.send(request, reply, () =>
      listing({ kind: 'author', username: request.params.username }, request.query),
    );
  });

  registerCachedDetail(app, operations.getFaction, {
    load: async (id) => shownTo(await load(id), null),
    loadFor: async (id, actor) => shownTo(await load(id), actor),
  });

  route(app, operations.getFactionVersion, async (request, reply) => {
    const { id, number } = request.params;
    // A version never changes: cached like any public read (its likes are those it was kept with).
    await app.readCache.send(request, reply, async () => {
      const row = await load(id);
      const version = found(await versions.find(row.id, Number(number)), 'Faction version');
      return {
        number: version.number,
        approvedAt: version.approvedAt.toISOString(),
        faction: {
          ...toFaction(version.faction, false, await versions.latestNumber(row.id)),
          reviewed: true,
          factionVersion: version.number,
        },
        units: version.units.map(toUnit),
        weapons: version.weapons.map(toWeapon),
        abilityTemplates: version.abilityTemplates.map(toAbilityTemplate),
      };
    });
  });

  route(app, operations.createFaction, async (request) => {
    const actor = request.actor;
    authorize(actor, 'faction:create');
    const row = await factions.create(
      await valuesOf(app.db, request.body, actor, null, users.spelledUsernames),
      actor.username,
    );
    return toFaction(row, true, null);
  });

  registerOwnedUpdate(app, operations.updateFaction, {
    name: 'Faction',
    permission: 'faction:edit',
    load,
    save: async (existing, payload, actor, expected) =>
      factions.update(
        existing.id,
        await valuesOf(app.db, payload, actor, existing, users.spelledUsernames),
        expected,
      ),
    answer: workingCopy,
  });

  registerOwnedDelete(app, operations.deleteFaction, {
    permission: 'faction:delete',
    load,
    remove: (id) => factions.remove(id),
  });

  registerModeration(
    app,
    { toggle: operations.toggleFactionApproval, banish: operations.banishFactionToDraft },
    {
      name: 'Faction',
      permission: 'faction:review',
      review: (id, change, by, expected) => factions.setReview(id, change, by, expected),
      answer: workingCopy,
    },
  );

  for (const [operation, liked] of [
    [operations.likeFaction, true],
    [operations.unlikeFaction, false],
  ] as const) {
    route(app, operation, async (request) => {
      const actor = request.actor;
      authorize(actor, 'like');
      const count = await factions
        .setLike(actor.id, request.params.id, liked)
        .catch(async (error: unknown) => {
          found(await factions.find(request.params.id), 'Faction');
          throw error;
        });
      return {
        _id: request.params.id,
        likes: found(count, 'Faction'),
        userLikes: await users.likedFactionIds(actor.id),
      };
    });
  }
}
