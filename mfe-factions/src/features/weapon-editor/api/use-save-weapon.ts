import { operations, type WeaponPayload } from '@muster/shared-kernel/core';
import { callOperation, factionWeaponsKey, weaponKey } from '@muster/shared-kernel/client';
import { useSaveArmouryItem } from '../../../api/armoury-writes';

/**
 * Creates or saves a weapon; its faction's weapon list (and so every unit's cost) follows; so
 * does its faction, whose review a non-moderator's save takes away (the author is told so).
 */
export function useSaveWeapon() {
  return useSaveArmouryItem(
    ({ weapon, id }: { weapon: WeaponPayload; id?: string }) =>
      id
        ? callOperation(operations.updateWeapon, { params: { id }, body: weapon })
        : callOperation(operations.createWeapon, { body: weapon }),
    { item: weaponKey, list: factionWeaponsKey },
  );
}
