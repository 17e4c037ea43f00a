/**
 * Which reads are kept in this browser for offline use (issue 16): what a roster needs to open,
 * count and print without the server, and nothing else. For each faction with a roster here: the
 * faction (by slug, as the roster builder asks for it), its units and its weapons; and the
 * ability templates and the official point formula, which every cost uses.
 */
import { hashKey, type Query, type QueryClient } from '@tanstack/react-query';
import type { Faction } from '@muster/shared-kernel/core';
import {
  abilityTemplateListKey,
  activePointFormulaKey,
  factionKey,
  factionUnitsKey,
  factionWeaponsKey,
} from '@muster/shared-kernel/client';

/**
 * The test of a query to keep, for the factions of `slugs` (see `rosterFactionSlugs`): a faction's
 * units and weapons are read by its id, which the cached faction gives. Only answered reads.
 */
export function offlineQueryFilter(
  client: QueryClient,
  slugs: Iterable<string>,
): (query: Query) => boolean {
  const kept = new Set([hashKey(abilityTemplateListKey), hashKey(activePointFormulaKey)]);
  for (const slug of slugs) {
    kept.add(hashKey(factionKey(slug)));
    const id = client.getQueryData<Faction>(factionKey(slug))?._id;
    if (id) {
      kept.add(hashKey(factionUnitsKey(id)));
      kept.add(hashKey(factionWeaponsKey(id)));
    }
  }
  return (query) => query.state.status === 'success' && kept.has(query.queryHash);
}
