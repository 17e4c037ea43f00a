import { operations, type WeaponPayload } from '@muster/shared-kernel/core';
import { createOrUpdate, factionWeaponsKey, weaponKey } from '@muster/shared-kernel/client';
import { useSaveArmouryItem } from '../../../api/armoury-writes';

const saveWeapon = createOrUpdate(operations.createWeapon, operations.updateWeapon);

/**
 * Creates or saves a weapon; its faction's weapon list (and so every unit's cost) follows; so
 * does its faction, whose review a non-moderator's save takes away (the author is told so).
 */
export function useSaveWeapon() {
  return useSaveArmouryItem(
    ({ weapon, id }: { weapon: WeaponPayload; id?: string }) => saveWeapon(weapon, id),
    { item: weaponKey, list: factionWeaponsKey },
  );
}
