import { operations } from '@muster/shared-kernel/core';
import { callOperation, type CallOptions } from '../api/call-operation.js';
import { useNamedQuery } from './use-named-query.js';
import { unitsKey } from './use-units-of-faction.js';

export const unitKey = (id: string) => [...unitsKey, 'detail', id] as const;

/** GET /api/units/{id}; sends the token when there is one: its faction's editors see their draft. */
export const fetchUnit = (id: string, options?: CallOptions) =>
  callOperation(operations.getUnit, { params: { id } }, options);

/** GET /api/units/{id}, for a screen that shows its failure itself. */
export function useUnit(id: string | undefined) {
  return useNamedQuery(id, unitKey, fetchUnit);
}
