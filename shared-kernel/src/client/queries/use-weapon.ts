import { getWeapon } from '../api/calls.js';
import { useNamedQuery } from './use-named-query.js';
import { weaponsKey } from './use-weapons-of-faction.js';

export const weaponKey = (id: string) => [...weaponsKey, 'detail', id] as const;

/** GET /api/weapons/{id}. */
export function useWeapon(id: string | undefined) {
  return useNamedQuery(id, weaponKey, getWeapon);
}
