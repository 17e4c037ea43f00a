/**
 * Which reads are kept in this browser for offline use (issue 16): what a roster needs to open,
 * count and print without the server, and nothing else. For each faction with a roster here: the
 * faction (by slug, as the roster builder asks for it), its units and its weapons; and the
 * ability templates and the official point formula, which every cost uses.
 */
import { hashKey } from '@tanstack/react-query';
import {
  abilityTemplateListKey,
  activePointFormulaKey,
  factionKey,
  factionUnitsKey,
  factionWeaponsKey,
} from '@muster/shared-kernel/client';

/** A read, live in the cache or kept in a snapshot: its key's hash and whether it answered. */
export interface ReadState {
  queryHash: string;
  state: { status: string };
}

/**
 * The test of a read to keep, for the factions of `slugs` (see `rosterFactionSlugs`): a faction's
 * units and weapons are read by its id, which `factionIdOf` finds (in the cache, or in the last
 * snapshot). Only answered reads.
 */
export function offlineQueryFilter(
  slugs: Iterable<string>,
  factionIdOf: (slug: string) => string | undefined,
): (read: ReadState) => boolean {
  const kept = new Set([hashKey(abilityTemplateListKey), hashKey(activePointFormulaKey)]);
  for (const slug of slugs) {
    kept.add(hashKey(factionKey(slug)));
    const id = factionIdOf(slug);
    if (id) {
      kept.add(hashKey(factionUnitsKey(id)));
      kept.add(hashKey(factionWeaponsKey(id)));
    }
  }
  return (read) => read.state.status === 'success' && kept.has(read.queryHash);
}
