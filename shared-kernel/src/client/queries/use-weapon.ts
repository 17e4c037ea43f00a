import { operations } from '@muster/shared-kernel/core';
import { callOperation, type CallOptions } from '../api/call-operation.js';
import { useNamedQuery } from './use-named-query.js';
import { weaponsKey } from './use-weapons-of-faction.js';

export const weaponKey = (id: string) => [...weaponsKey, 'detail', id] as const;

/** GET /api/weapons/{id}; sends the token when there is one, as units do. */
export const fetchWeapon = (id: string, options?: CallOptions) =>
  callOperation(operations.getWeapon, { params: { id } }, options);

/** GET /api/weapons/{id}, for a screen that shows its failure itself. */
export function useWeapon(id: string | undefined) {
  return useNamedQuery(id, weaponKey, fetchWeapon);
}
