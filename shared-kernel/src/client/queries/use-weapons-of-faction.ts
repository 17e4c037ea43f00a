import { useQuery } from '@tanstack/react-query';
import { weaponsOfFaction } from '../api/calls.js';

export const weaponsKey = ['weapons'] as const;
export const factionWeaponsKey = (factionId: string) =>
  [...weaponsKey, 'faction', factionId] as const;

/** GET /api/weapons/faction/{factionId}. */
export function useWeaponsOfFaction(factionId: string | undefined) {
  return useQuery({
    queryKey: factionWeaponsKey(factionId ?? ''),
    queryFn: () => weaponsOfFaction(factionId ?? ''),
    enabled: Boolean(factionId),
  });
}
