import { useQuery } from '@tanstack/react-query';
import { getUnit } from '../api/calls.js';
import { unitsKey } from './use-units-of-faction.js';

export const unitKey = (id: string) => [...unitsKey, 'detail', id] as const;

/** GET /api/units/{id}. */
export function useUnit(id: string | undefined) {
  return useQuery({
    queryKey: unitKey(id ?? ''),
    queryFn: () => getUnit(id ?? ''),
    enabled: Boolean(id),
  });
}
