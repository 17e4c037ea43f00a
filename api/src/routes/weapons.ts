import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { authorize } from '../auth/permissions.js';
import { badRequest, found } from '../errors.js';
import { requireActor } from '../plugins/auth.js';
import { armouryRepository, type WeaponRow, type WeaponValues } from '../repositories/armoury.js';
import { factionsRepository } from '../repositories/factions.js';
import { Weapon, WeaponPayload } from '@muster/shared-kernel/core/model';
import { registerArmouryReads } from './armoury-reads.js';
import { errors, IdParams, VersionHeaders } from './common.schemas.js';
import { registerDelete } from './delete-route.js';
import { factionView } from './faction-view.js';
import { expectedVersion } from '../repositories/versions.js';

export function toWeapon(row: WeaponRow): Weapon {
  return {
    _id: row.id,
    version: row.version,
    faction: row.factionId,
    name: row.name,
    description: row.description,
    type: row.type,
    attacks: row.attacks,
    damage: row.damage,
    effectiveTypes: row.effectiveTypes,
  };
}

/** The stored values of a save: the route's schema has already filled SPEC §3's defaults. */
function valuesOf(input: WeaponPayload, factionId: string): WeaponValues {
  return {
    factionId,
    name: input.name.trim(),
    description: input.description,
    type: input.type,
    attacks: input.attacks,
    damage: input.damage,
    effectiveTypes: input.effectiveTypes,
  };
}

/** Weapons: a faction's list, one weapon, saves and deletion by the faction's editors. */
export default async function weaponRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const armoury = armouryRepository(app.db);
  const factions = factionsRepository(app.db);
  const tags = ['weapons'];

  const factionOf = async (id: string) => found(await factions.find(id), 'Faction');

  registerArmouryReads<WeaponRow>(app, {
    base: '/api/weapons',
    name: 'Weapon',
    tags,
    Item: Weapon,
    toItem: toWeapon,
    rowsOf: (factionId) => armoury.weaponsOf(factionId),
    findRow: (id) => armoury.findWeapon(id),
    inVersion: (version) => version.weapons,
    factionOf,
    view: factionView(app.db),
  });

  app.post(
    '/api/weapons/',
    { schema: { tags, body: WeaponPayload, response: { 200: Weapon, ...errors } } },
    async (request) => {
      const actor = requireActor(request);
      const faction = await factionOf(request.body.faction);
      authorize(actor, 'faction:arm', faction);
      return toWeapon(await armoury.createWeapon(valuesOf(request.body, faction.id)));
    },
  );

  app.post(
    '/api/weapons/:id',
    {
      schema: {
        tags,
        params: IdParams,
        headers: VersionHeaders,
        body: WeaponPayload,
        response: { 200: Weapon, ...errors },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const existing = found(await armoury.findWeapon(request.params.id), 'Weapon');
      authorize(actor, 'faction:arm', await factionOf(existing.factionId));
      if (request.body.faction !== existing.factionId)
        throw badRequest('body/faction cannot change: a weapon stays in its faction');
      const row = await armoury.updateWeapon(
        existing.id,
        valuesOf(request.body, existing.factionId),
        expectedVersion(request),
      );
      return toWeapon(found(row, 'Weapon'));
    },
  );

  registerDelete(app, { path: '/api/weapons/:id', tags }, async (id, request) => {
    const actor = requireActor(request);
    const existing = found(await armoury.findWeapon(id), 'Weapon');
    authorize(actor, 'faction:arm', await factionOf(existing.factionId));
    await armoury.removeWeapon(existing);
    return existing.id;
  });
}
