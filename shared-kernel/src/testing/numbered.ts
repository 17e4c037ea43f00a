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
