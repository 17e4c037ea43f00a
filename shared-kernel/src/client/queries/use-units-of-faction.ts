import { unitsOfFaction } from '../api/calls.js';
import { useNamedQuery } from './use-named-query.js';

export const unitsKey = ['units'] as const;
export const factionUnitsKey = (factionId: string) => [...unitsKey, 'faction', factionId] as const;

/** GET /api/units/faction/{factionId}. */
export function useUnitsOfFaction(factionId: string | undefined) {
  return useNamedQuery(factionId, factionUnitsKey, unitsOfFaction);
}
