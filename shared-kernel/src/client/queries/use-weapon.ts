import { useQuery } from '@tanstack/react-query';
import { getWeapon } from '../api/calls.js';
import { weaponsKey } from './use-weapons-of-faction.js';

export const weaponKey = (id: string) => [...weaponsKey, 'detail', id] as const;

/** GET /api/weapons/{id}. */
export function useWeapon(id: string | undefined) {
  return useQuery({
    queryKey: weaponKey(id ?? ''),
    queryFn: () => getWeapon(id ?? ''),
    enabled: Boolean(id),
  });
}
