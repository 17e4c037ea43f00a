import { useQuery } from '@tanstack/react-query';
import { getFactionVersion } from '../api/calls.js';

/** An approved version of a faction, by the faction's slug (or id) and the version's number. */
export const factionVersionKey = (idOrSlug: string, number: number) =>
  ['factions', 'version', idOrSlug, number] as const;

/**
 * GET /api/factions/{id or slug}/versions/{number}. A version never changes, so once
 * read it is never asked again while the page lives. Disabled without a slug or a number.
 */
export function useFactionVersion(idOrSlug: string | undefined, number: number | undefined) {
  return useQuery({
    queryKey: factionVersionKey(idOrSlug ?? '', number ?? 0),
    queryFn: () => getFactionVersion(idOrSlug ?? '', number ?? 0),
    enabled: Boolean(idOrSlug) && number !== undefined,
    staleTime: Infinity,
  });
}
