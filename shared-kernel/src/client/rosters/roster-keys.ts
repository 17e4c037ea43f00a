/**
 * The keys of the rosters in this browser's storage, `roster_{slug}_{timestamp}`. Apart
 * from the store, and exported by `/client` too, so the shell can tell which factions have a
 * roster here (to keep their data offline) without downloading the store.
 */

/** The prefix of every roster key. */
export const ROSTER_KEY_PREFIX = 'roster_';

const ROSTER_KEY = /^roster_(.+)_\d+$/;

/** The slug of the faction a roster key names, or null when the key is no roster's. */
export function rosterKeyFactionSlug(key: string): string | null {
  return ROSTER_KEY.exec(key)?.[1] ?? null;
}

/** The slugs of the factions with at least one roster in a storage (localStorage). */
export function rosterFactionSlugs(storage: Pick<Storage, 'length' | 'key'>): Set<string> {
  const slugs = new Set<string>();
  for (let i = 0; i < storage.length; i += 1) {
    const slug = rosterKeyFactionSlug(storage.key(i) ?? '');
    if (slug) slugs.add(slug);
  }
  return slugs;
}
