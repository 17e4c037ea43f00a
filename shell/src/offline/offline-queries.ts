/**
 * Which reads are kept in this browser for offline use: what a roster needs to open,
 * count and print without the server, and nothing else. For each faction with a roster here: the
 * faction (by slug, as the roster builder asks for it), its units and its weapons, and every
 * approved version of it read here (a roster pinned to a version reads its units, weapons and
 * templates from there; versions never change); and the ability templates and the official point
 * formula, which every cost uses.
 */
import { hashKey } from '@tanstack/react-query';
import {
  abilityTemplateListKey,
  activePointFormulaKey,
  factionKey,
  factionVersionKey,
  factionUnitsKey,
  factionWeaponsKey,
} from '@muster/shared-kernel/client';

/** A read, live in the cache or kept in a snapshot: its key's hash and whether it answered. */
export interface ReadState {
  queryKey: readonly unknown[];
  queryHash: string;
  state: { status: string };
}

/** The two first parts of every faction version's key: `['factions', 'version', slug, n]`. */
const [FACTIONS, VERSION] = factionVersionKey('', 0);

/** The slug of the faction whose version a read is, or null when it is no version's read. */
const versionSlug = (key: readonly unknown[]): string | null =>
  key[0] === FACTIONS && key[1] === VERSION && typeof key[2] === 'string' ? key[2] : null;

/**
 * Whether a kept read is the same for every reader: the API client never sends a token with it
 * (the ability templates, the official formula, a faction's approved versions), so it is kept for
 * visitors too. A faction, its units and its weapons are read with the token of a signed-in
 * reader (an editor gets the working copy): those stay that reader's own.
 */
export function isPublicRead(read: Pick<ReadState, 'queryKey' | 'queryHash'>): boolean {
  return versionSlug(read.queryKey) !== null || PUBLIC_READS.has(read.queryHash);
}

const PUBLIC_READS = new Set([hashKey(abilityTemplateListKey), hashKey(activePointFormulaKey)]);

/**
 * The test of a read to keep, for the factions of `slugs` (see `rosterFactionSlugs`): a faction's
 * units and weapons are read by its id, which `factionIdOf` finds (in the cache, or in the last
 * snapshot). Only answered reads.
 */
export function offlineQueryFilter(
  slugs: Iterable<string>,
  factionIdOf: (slug: string) => string | undefined,
): (read: ReadState) => boolean {
  const kept = new Set(PUBLIC_READS);
  const factions = new Set(slugs);
  for (const slug of factions) {
    kept.add(hashKey(factionKey(slug)));
    const id = factionIdOf(slug);
    if (id) {
      kept.add(hashKey(factionUnitsKey(id)));
      kept.add(hashKey(factionWeaponsKey(id)));
    }
  }
  return (read) => {
    if (read.state.status !== 'success') return false;
    const slug = versionSlug(read.queryKey);
    return slug === null ? kept.has(read.queryHash) : factions.has(slug);
  };
}
