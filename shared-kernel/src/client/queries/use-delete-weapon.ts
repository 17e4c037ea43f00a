import { operations } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';
import { useDeleteArmouryItem } from './armoury-writes.js';
import { weaponKey } from './use-weapon.js';
import { factionWeaponsKey } from './use-weapons-of-faction.js';

/** DELETE /api/weapons/{id}; its faction's weapon list follows, and so does its faction (re-review). */
export function useDeleteWeapon() {
  return useDeleteArmouryItem((id) => callOperation(operations.deleteWeapon, { params: { id } }), {
    item: weaponKey,
    list: factionWeaponsKey,
  });
}
