import { operations } from '@muster/shared-kernel/core';
import { callOperation, factionWeaponsKey, weaponKey } from '@muster/shared-kernel/client';
import { useDeleteArmouryItem } from '../../../api/armoury-writes';

/** DELETE /api/weapons/{id}; its faction's weapon list follows, and so does its faction (re-review). */
export function useDeleteWeapon() {
  return useDeleteArmouryItem((id) => callOperation(operations.deleteWeapon, { params: { id } }), {
    item: weaponKey,
    list: factionWeaponsKey,
  });
}
