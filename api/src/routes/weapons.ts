import type { FastifyInstance } from 'fastify';
import { armouryRepository, toWeapon, type WeaponValues } from '../repositories/armoury.js';
import { operations } from '@muster/shared-kernel/core';
import type { WeaponPayload } from '@muster/shared-kernel/core/model';
import { registerArmoury } from '../http/armoury-routes.js';

/** The stored values of a save: the route's schema has already filled the payload's defaults. */
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
export default async function weaponRoutes(app: FastifyInstance) {
  const armoury = armouryRepository(app.db);

  const { listWeapons, getWeapon, createWeapon, updateWeapon, deleteWeapon } = operations;
  registerArmoury(
    app,
    {
      list: listWeapons,
      get: getWeapon,
      create: createWeapon,
      update: updateWeapon,
      delete: deleteWeapon,
    },
    {
      name: 'Weapon',
      noun: 'weapon',
      toItem: toWeapon,
      rowsOf: (factionId) => armoury.weaponsOf(factionId),
      findRow: (id) => armoury.findWeapon(id),
      inVersion: (version) => version.weapons,
      payloadFaction: (payload) => payload.faction,
      create: (payload, factionId) => armoury.createWeapon(valuesOf(payload, factionId)),
      update: (id, payload, factionId, expected) =>
        armoury.updateWeapon(id, valuesOf(payload, factionId), expected),
      remove: (row) => armoury.removeWeapon(row),
    },
  );
}
