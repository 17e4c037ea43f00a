import { operations } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';
import { useNamedQuery } from './use-named-query.js';

export const unitsKey = ['units'] as const;
export const factionUnitsKey = (factionId: string) => [...unitsKey, 'faction', factionId] as const;

/**
 * GET /api/units/faction/{factionId}. The answer depends on who reads (the working copy for the
 * faction's author, editors and moderators, the approved version for everyone else): the token is
 * sent when there is one, so a signed-in reader never gets the visitor's answer the page carried.
 */
export const fetchUnitsOfFaction = (factionId: string) =>
  callOperation(operations.listUnits, { params: { factionId } });

/** GET /api/units/faction/{factionId}. */
export function useUnitsOfFaction(factionId: string | undefined) {
  return useNamedQuery(factionId, factionUnitsKey, fetchUnitsOfFaction);
}
