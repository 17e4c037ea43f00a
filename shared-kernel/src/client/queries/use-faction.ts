import { useQuery } from '@tanstack/react-query';
import type { Faction } from '@muster/shared-kernel/core';
import { getFaction } from '../api/calls.js';

/** A faction, cached under its id and under its slug: whichever a screen asks by. */
export const factionKey = (idOrSlug: string) => ['factions', 'detail', idOrSlug] as const;

/** GET /api/factions/{id or slug}. */
export function useFaction(idOrSlug: string | undefined) {
  return useQuery({
    queryKey: factionKey(idOrSlug ?? ''),
    queryFn: async ({ client }): Promise<Faction> => {
      const faction = await getFaction(idOrSlug ?? '');
      // The unit pages ask by id what the faction page asked by slug: one read serves both.
      client.setQueryData(factionKey(faction._id), faction);
      if (faction.slug) client.setQueryData(factionKey(faction.slug), faction);
      return faction;
    },
    enabled: Boolean(idOrSlug),
  });
}
