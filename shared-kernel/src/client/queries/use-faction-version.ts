import { useQuery } from '@tanstack/react-query';
import { operations } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';

/** An approved version of a faction, by the faction's slug (or id) and the version's number. */
export const factionVersionKey = (idOrSlug: string, number: number) =>
  ['factions', 'version', idOrSlug, number] as const;

/**
 * GET /api/factions/{id or slug}/versions/{number}: the faction as approved then, with the units,
 * weapons and ability templates it kept. A version never changes, so once read it is never asked
 * again while the page lives. Disabled without a slug or a number.
 */
export function useFactionVersion(idOrSlug: string | undefined, number: number | undefined) {
  return useQuery({
    queryKey: factionVersionKey(idOrSlug ?? '', number ?? 0),
    queryFn: () =>
      callOperation(operations.getFactionVersion, {
        params: { id: idOrSlug ?? '', number: number ?? 0 },
      }),
    enabled: Boolean(idOrSlug) && number !== undefined,
    staleTime: Infinity,
  });
}
