import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { authorize } from '../auth/permissions.js';
import { badRequest, found } from '../errors.js';
import { requireActor } from '../plugins/auth.js';
import { armouryRepository, type UnitRow, type UnitValues } from '../repositories/armoury.js';
import { factionsRepository } from '../repositories/factions.js';
import { Unit, UnitPayload } from '@muster/shared-kernel/core/model';
import { registerArmouryReads } from './armoury-reads.js';
import { errors, IdParams, VersionHeaders } from './common.schemas.js';
import { registerDelete } from './delete-route.js';
import { factionView } from './faction-view.js';
import { expectedVersion } from '../repositories/versions.js';

export function toUnit(row: UnitRow): Unit {
  return {
    _id: row.id,
    version: row.version,
    faction: row.factionId,
    unitName: row.unitName,
    description: row.description,
    trainingType: row.trainingType,
    health: row.health,
    protectionTypes: row.protectionTypes,
    protectionValue: row.protectionValue,
    movement: row.movement,
    size: row.size,
    equippedWeapons: row.equippedWeapons,
    abilities: row.abilities,
    structuredAbilities: row.structuredAbilities,
  };
}

/** The stored values of a save: the route's schema has already filled SPEC §3's defaults. */
function valuesOf(input: UnitPayload, factionId: string): UnitValues {
  return {
    factionId,
    unitName: input.unitName.trim(),
    description: input.description,
    trainingType: input.trainingType,
    health: input.health,
    protectionTypes: input.protectionTypes,
    protectionValue: input.protectionValue,
    movement: input.movement,
    size: input.size,
    equippedWeapons: input.equippedWeapons,
    abilities: input.abilities,
    structuredAbilities: input.structuredAbilities,
  };
}

/** Units: a faction's list, one unit, saves and deletion by the faction's editors. */
export default async function unitRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const armoury = armouryRepository(app.db);
  const factions = factionsRepository(app.db);
  const tags = ['units'];

  const factionOf = async (id: string) => found(await factions.find(id), 'Faction');

  registerArmouryReads<UnitRow>(app, {
    base: '/api/units',
    name: 'Unit',
    tags,
    Item: Unit,
    toItem: toUnit,
    rowsOf: (factionId) => armoury.unitsOf(factionId),
    findRow: (id) => armoury.findUnit(id),
    inVersion: (version) => version.units,
    factionOf,
    view: factionView(app.db),
  });

  app.post(
    '/api/units/',
    { schema: { tags, body: UnitPayload, response: { 200: Unit, ...errors } } },
    async (request) => {
      const actor = requireActor(request);
      const faction = await factionOf(request.body.faction);
      authorize(actor, 'faction:arm', faction);
      // The repository checks the equipment under the faction's lock (no race with a deletion).
      return toUnit(await armoury.createUnit(valuesOf(request.body, faction.id)));
    },
  );

  app.post(
    '/api/units/:id',
    {
      schema: {
        tags,
        params: IdParams,
        headers: VersionHeaders,
        body: UnitPayload,
        response: { 200: Unit, ...errors },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const existing = found(await armoury.findUnit(request.params.id), 'Unit');
      const faction = await factionOf(existing.factionId);
      authorize(actor, 'faction:arm', faction);
      if (request.body.faction !== existing.factionId)
        throw badRequest('body/faction cannot change: a unit stays in its faction');
      const row = await armoury.updateUnit(
        existing.id,
        valuesOf(request.body, faction.id),
        expectedVersion(request),
      );
      return toUnit(found(row, 'Unit'));
    },
  );

  registerDelete(app, { path: '/api/units/:id', tags }, async (id, request) => {
    const actor = requireActor(request);
    const existing = found(await armoury.findUnit(id), 'Unit');
    authorize(actor, 'faction:arm', await factionOf(existing.factionId));
    await armoury.removeUnit(existing);
    return existing.id;
  });
}
