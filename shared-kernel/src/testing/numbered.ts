import type { Faction } from '@muster/shared-kernel/core';
import { FACTION, SCENARIO } from './fixtures.js';
import type { StoredScenario } from './mock-db.js';

/** Entry number `n` of a long list: `base` with its own id, slug and title, then `patch`. */
function numbered<T extends { _id: string; slug: string; title: string }>(
  base: T,
  word: string,
  n: number,
  patch: Partial<T>,
): T {
  const title = `${word[0]?.toUpperCase() ?? ''}${word.slice(1)} ${n}`;
  return { ...base, _id: `id-${n}`, slug: `${word}-${n}`, title, ...patch };
}

/**
 * Faction number `n`, for the tests of paged lists and queues: {@link FACTION} with the id
 * `id-n`, the slug `faction-n` and the title 'Faction n', then `patch`.
 */
export const numberedFaction = (n: number, patch: Partial<Faction> = {}): Faction =>
  numbered(FACTION, 'faction', n, patch);

/** Scenario number `n` ({@link SCENARIO}, `id-n`, `scenario-n`, 'Scenario n'), then `patch`. */
export const numberedScenario = (n: number, patch: Partial<StoredScenario> = {}): StoredScenario =>
  numbered(SCENARIO, 'scenario', n, patch);

/**
 * The entries a card list's test starts from: entry 1 (with the thumbnail `thumbnailURL`) and
 * entry 2, which the list shows, then entries 3, 4, … each patched by one of `leftOut`, which the
 * list must leave out.
 */
export function cardListEntries<T extends { thumbnailURL?: string }>(
  make: (n: number, patch?: Partial<T>) => T,
  thumbnailURL: string,
  leftOut: Partial<T>[],
): T[] {
  const shown = [make(1, { thumbnailURL } as Partial<T>), make(2)];
  return [...shown, ...leftOut.map((patch, index) => make(index + 3, patch))];
}
