import { deleteWeapon } from '../api/calls.js';
import { useDeleteArmouryItem } from './armoury-writes.js';
import { weaponKey } from './use-weapon.js';
import { factionWeaponsKey } from './use-weapons-of-faction.js';

/** DELETE /api/weapons/{id}; its faction's weapon list follows, and so does its faction (re-review). */
export function useDeleteWeapon() {
  return useDeleteArmouryItem(deleteWeapon, { item: weaponKey, list: factionWeaponsKey });
}
