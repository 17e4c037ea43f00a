import { operations } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';
import { useNamedQuery } from './use-named-query.js';
import { weaponsKey } from './use-weapons-of-faction.js';

export const weaponKey = (id: string) => [...weaponsKey, 'detail', id] as const;

/** GET /api/weapons/{id}; sends the token when there is one, as units do. */
export const fetchWeapon = (id: string) => callOperation(operations.getWeapon, { params: { id } });

/** GET /api/weapons/{id}. */
export function useWeapon(id: string | undefined) {
  return useNamedQuery(id, weaponKey, fetchWeapon);
}
