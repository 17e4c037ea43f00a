import { useMemo, useRef } from 'react';
import type { RosterProblem } from '@muster/shared-kernel/core';

const NONE: readonly string[] = [];

/** Where each problem shows: beside every unit it concerns, and in its formation's section. */
interface ProblemsByPlace {
  /** The messages concerning a unit (by unit id); the same array while they do not change. */
  ofUnit(unitId: string): readonly string[];
  /** The messages concerning a formation (by index); the same array while they do not change. */
  ofFormation(index: number): readonly string[];
}

const sameList = (a: readonly string[] | undefined, b: readonly string[]) =>
  a !== undefined && a.length === b.length && a.every((message, i) => message === b[i]);

/**
 * The roster's problems sorted by what they concern. Each list is the same array as on the last
 * render while its messages are unchanged, so a +/− that changes no problem of a unit does not
 * draw that unit's card again.
 */
export function useProblemsByPlace(problems: readonly RosterProblem[]): ProblemsByPlace {
  const previous = useRef<{
    units: Map<string, readonly string[]>;
    formations: Map<number, readonly string[]>;
  }>({
    units: new Map(),
    formations: new Map(),
  });
  return useMemo(() => {
    const units = new Map<string, string[]>();
    const formations = new Map<number, string[]>();
    for (const problem of problems) {
      if (problem.formation !== undefined) {
        formations.set(problem.formation, [
          ...(formations.get(problem.formation) ?? []),
          problem.message,
        ]);
      }
      for (const unit of problem.units) {
        units.set(unit, [...(units.get(unit) ?? []), problem.message]);
      }
    }
    const keep = <K>(next: Map<K, string[]>, before: Map<K, readonly string[]>) =>
      new Map<K, readonly string[]>(
        [...next].map(([key, list]) => {
          const old = before.get(key);
          return [key, sameList(old, list) ? (old as readonly string[]) : list];
        }),
      );
    const kept = {
      units: keep(units, previous.current.units),
      formations: keep(formations, previous.current.formations),
    };
    previous.current = kept;
    return {
      ofUnit: (unitId: string) => kept.units.get(unitId) ?? NONE,
      ofFormation: (index: number) => kept.formations.get(index) ?? NONE,
    };
  }, [problems]);
}
