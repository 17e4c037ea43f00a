import type { WeaponPayload } from '@muster/shared-kernel/core';
import { saveWeapon } from '../api/calls.js';
import { useSaveArmouryItem } from './armoury-writes.js';
import { weaponKey } from './use-weapon.js';
import { factionWeaponsKey } from './use-weapons-of-faction.js';

/** Creates or saves a weapon; its faction's weapon list (and so every unit's cost) follows; so does its
 * faction, whose review a non-moderator's save takes away (the author is told so). */
export function useSaveWeapon() {
  return useSaveArmouryItem(
    ({ weapon, id }: { weapon: WeaponPayload; id?: string }) => saveWeapon(weapon, id),
    { item: weaponKey, list: factionWeaponsKey },
  );
}
