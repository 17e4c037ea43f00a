import { weaponsOfFaction } from '../api/calls.js';
import { useNamedQuery } from './use-named-query.js';

export const weaponsKey = ['weapons'] as const;
export const factionWeaponsKey = (factionId: string) =>
  [...weaponsKey, 'faction', factionId] as const;

/** GET /api/weapons/faction/{factionId}. */
export function useWeaponsOfFaction(factionId: string | undefined) {
  return useNamedQuery(factionId, factionWeaponsKey, weaponsOfFaction);
}
