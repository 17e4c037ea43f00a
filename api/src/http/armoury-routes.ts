import type { FastifyInstance } from 'fastify';
import type { Static, TObject } from 'typebox';
import { authorize } from '../auth/permissions.js';
import { badRequest, found } from '../errors.js';
import { requireActor } from '../plugins/auth.js';
import { factionsRepository } from '../repositories/factions.js';
import { expectedVersion } from '../repositories/versions.js';
import { factionView } from '../services/faction-view.js';
import {
  registerArmouryReads,
  type ArmouryKind,
  type ArmouryReadOperations,
} from './armoury-reads.js';
import { registerDelete } from './delete-route.js';
import { route, type WriteOperations } from './operation-route.js';

/** The operations of an armoury kind whose payload is `Payload`: its reads and its writes. */
export interface ArmouryOperations<Payload extends TObject>
  extends ArmouryReadOperations, WriteOperations<Payload> {}

/** One kind of a faction's armoury (units or weapons), as its reads and writes need it. */
export interface ArmouryWrites<
  Row extends { id: string; factionId: string },
  Payload extends TObject,
> extends Omit<ArmouryKind<Row>, 'factionOf' | 'view'> {
  /** 'unit' or 'weapon', for the 400 of a save that moves it. */
  noun: string;
  /** The faction a payload names. */
  payloadFaction(payload: Static<Payload>): string;
  create(payload: Static<Payload>, factionId: string): Promise<Row>;
  update(
    id: string,
    payload: Static<Payload>,
    factionId: string,
    expected: number | null,
  ): Promise<Row | null>;
  remove(row: Row): Promise<unknown>;
}

/**
 * Registers a kind's reads ({@link registerArmouryReads}) and its writes by the faction's editors:
 * `create` (in the faction the payload names), `update` (save: an item stays in its faction;
 * `If-Match` as every save) and `delete`. Both kinds find their faction, and what a reader sees
 * of it, the same way: here.
 */
export function registerArmoury<
  Row extends { id: string; factionId: string },
  Payload extends TObject,
>(app: FastifyInstance, operations: ArmouryOperations<Payload>, kind: ArmouryWrites<Row, Payload>) {
  const { name, toItem } = kind;
  const factions = factionsRepository(app.db);
  const factionOf = async (key: string) => found(await factions.find(key), 'Faction');
  registerArmouryReads(app, operations, { ...kind, factionOf, view: factionView(app.db) });
  // The route's schema is the kind's Payload, so a body that reaches a handler is one of its
  // values (the request's type cannot say so for a schema that is a type parameter).
  const payloadOf = (body: unknown) => body as Static<Payload>;

  route(app, operations.create, async (request) => {
    const actor = requireActor(request);
    const body = payloadOf(request.body);
    const faction = await factionOf(kind.payloadFaction(body));
    authorize(actor, 'faction:arm', faction);
    return toItem(await kind.create(body, faction.id));
  });

  const editable = async (id: string, request: Parameters<typeof requireActor>[0]) => {
    const actor = requireActor(request);
    const existing = found(await kind.findRow(id), name);
    authorize(actor, 'faction:arm', await factionOf(existing.factionId));
    return existing;
  };

  route(app, operations.update, async (request) => {
    const existing = await editable(request.params.id, request);
    const body = payloadOf(request.body);
    if (kind.payloadFaction(body) !== existing.factionId)
      throw badRequest(`body/faction cannot change: a ${kind.noun} stays in its faction`);
    const row = await kind.update(existing.id, body, existing.factionId, expectedVersion(request));
    return toItem(found(row, name));
  });

  registerDelete(app, operations.delete, async (id, request) => {
    const existing = await editable(id, request);
    await kind.remove(existing);
    return existing.id;
  });
}
