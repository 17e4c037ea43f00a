import type { FastifyInstance } from 'fastify';
import type { FactionIdParams, IdParams, Operation } from '@muster/shared-kernel/core';
import type { Actor } from '../auth/permissions.js';
import { found } from '../errors.js';
import type { FactionRow, FactionVersion } from '../repositories/faction-versions.js';
import { registerCachedDetail } from './detail-route.js';
import type { FactionView } from '../services/faction-view.js';
import { route } from './operation-route.js';

/** The reads of an armoury kind: a faction's list, and one item. */
export interface ArmouryReadOperations {
  list: Omit<Operation, 'params'> & {
    readonly method: 'GET';
    readonly params: typeof FactionIdParams;
  };
  get: Omit<Operation, 'params'> & { readonly method: 'GET'; readonly params: typeof IdParams };
}

/** One kind of a faction's armoury (units or weapons), as its two reads need it. */
export interface ArmouryKind<Row extends { id: string; factionId: string }> {
  /** 'Unit' or 'Weapon', for 404s. */
  name: string;
  toItem(row: Row): unknown;
  /** The working copy's rows of a faction, and one of them by id. */
  rowsOf(factionId: string): Promise<Row[]>;
  findRow(id: string): Promise<Row | null>;
  /** The rows an approved version kept. */
  inVersion(version: FactionVersion): Row[];
  factionOf(key: string): Promise<FactionRow>;
  view: FactionView;
}

/**
 * Registers `list` (a faction's items, `GET …/faction/:factionId`) and `get` (one item),
 * each answering what the reader sees of the faction ({@link FactionView}): the
 * working copy for its editors and for anyone while it was never approved, the latest approved
 * version for everyone else. A visitor's read goes through the read cache; a signed-in reader's
 * is read fresh (it may be an editor's). An item the version shown does not hold (added since) is
 * a 404 for those who see the version.
 */
export function registerArmouryReads<Row extends { id: string; factionId: string }>(
  app: FastifyInstance,
  operations: ArmouryReadOperations,
  kind: ArmouryKind<Row>,
) {
  const { name, toItem, view } = kind;

  const listFor = async (factionKey: string, actor: Actor | null) => {
    const faction = await kind.factionOf(factionKey);
    const version = await view.versionFor(faction, actor);
    return (version ? kind.inVersion(version) : await kind.rowsOf(faction.id)).map(toItem);
  };

  const oneFor = async (id: string, actor: Actor | null) => {
    const row = found(await kind.findRow(id), name);
    const version = await view.versionFor(await kind.factionOf(row.factionId), actor);
    return toItem(
      version ? found(kind.inVersion(version).find((r) => r.id === id) ?? null, name) : row,
    );
  };

  route(app, operations.list, async (request, reply) => {
    const { factionId } = request.params;
    if (request.actor) return listFor(factionId, request.actor);
    await app.readCache.send(request, reply, () => listFor(factionId, null));
  });

  registerCachedDetail(app, operations.get, {
    load: (id) => oneFor(id, null),
    loadFor: (id, actor) => oneFor(id, actor),
  });
}
