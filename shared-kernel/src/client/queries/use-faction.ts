import { useQuery } from '@tanstack/react-query';
import { operations } from '@muster/shared-kernel/core';
import { SHOWN_ON_SCREEN, callOperation, type CallOptions } from '../api/call-operation.js';

/** A faction, cached under its id and under its slug: whichever a screen asks by. */
export const factionKey = (idOrSlug: string) => ['factions', 'detail', idOrSlug] as const;

/** GET /api/factions/{id or slug}. Drafts are readable by direct link. */
export const fetchFaction = (idOrSlug: string, options?: CallOptions) =>
  callOperation(operations.getFaction, { params: { id: idOrSlug } }, options);

/** GET /api/factions/{id or slug}, for a screen that shows its failure itself. */
export function useFaction(idOrSlug: string | undefined) {
  return useQuery({
    queryKey: factionKey(idOrSlug ?? ''),
    queryFn: async ({ client }) => {
      const faction = await fetchFaction(idOrSlug ?? '', SHOWN_ON_SCREEN);
      // The unit pages ask by id what the faction page asked by slug: one read serves both.
      client.setQueryData(factionKey(faction._id), faction);
      if (faction.slug) client.setQueryData(factionKey(faction.slug), faction);
      return faction;
    },
    enabled: Boolean(idOrSlug),
  });
}
