import { operations } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';
import { useNamedQuery } from './use-named-query.js';

export const weaponsKey = ['weapons'] as const;
export const factionWeaponsKey = (factionId: string) =>
  [...weaponsKey, 'faction', factionId] as const;

/** GET /api/weapons/faction/{factionId}; sends the token when there is one, as units do. */
export const fetchWeaponsOfFaction = (factionId: string) =>
  callOperation(operations.listWeapons, { params: { factionId } });

/** GET /api/weapons/faction/{factionId}. */
export function useWeaponsOfFaction(factionId: string | undefined) {
  return useNamedQuery(factionId, factionWeaponsKey, fetchWeaponsOfFaction);
}
