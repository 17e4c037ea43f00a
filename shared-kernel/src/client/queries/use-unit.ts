import { operations } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';
import { useNamedQuery } from './use-named-query.js';
import { unitsKey } from './use-units-of-faction.js';

export const unitKey = (id: string) => [...unitsKey, 'detail', id] as const;

/** GET /api/units/{id}; sends the token when there is one: its faction's editors see their draft. */
export const fetchUnit = (id: string) => callOperation(operations.getUnit, { params: { id } });

/** GET /api/units/{id}. */
export function useUnit(id: string | undefined) {
  return useNamedQuery(id, unitKey, fetchUnit);
}
