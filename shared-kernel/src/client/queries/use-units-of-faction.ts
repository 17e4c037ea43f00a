import { useQuery } from '@tanstack/react-query';
import { unitsOfFaction } from '../api/calls.js';

export const unitsKey = ['units'] as const;
export const factionUnitsKey = (factionId: string) => [...unitsKey, 'faction', factionId] as const;

/** GET /api/units/faction/{factionId}. */
export function useUnitsOfFaction(factionId: string | undefined) {
  return useQuery({
    queryKey: factionUnitsKey(factionId ?? ''),
    queryFn: () => unitsOfFaction(factionId ?? ''),
    enabled: Boolean(factionId),
  });
}
