import type { RosterProblem } from '@muster/shared-kernel/core';

/**
 * The messages of the problems about one formation, by the formation's index: what each
 * formation of a roster shows under its heading. A problem about the whole list or a unit is left
 * to the header and the cards.
 */
export function problemsByFormation(
  problems: readonly RosterProblem[],
): ReadonlyMap<number, readonly string[]> {
  const byFormation = new Map<number, string[]>();
  for (const { formation, message } of problems) {
    if (formation !== undefined) {
      byFormation.set(formation, [...(byFormation.get(formation) ?? []), message]);
    }
  }
  return byFormation;
}
