import { getUnit } from '../api/calls.js';
import { useNamedQuery } from './use-named-query.js';
import { unitsKey } from './use-units-of-faction.js';

export const unitKey = (id: string) => [...unitsKey, 'detail', id] as const;

/** GET /api/units/{id}. */
export function useUnit(id: string | undefined) {
  return useNamedQuery(id, unitKey, getUnit);
}
