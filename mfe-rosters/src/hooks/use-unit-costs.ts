import { useMemo } from 'react';
import {
  computeUnitCost,
  type AbilityTemplate,
  type Unit,
  type UnitCost,
  type Weapon,
} from '@muster/shared-kernel/core';

/** A unit's cost under the formula in force; the same object for the same unit. */
export type CostOf = (unit: Unit) => UnitCost;

/**
 * A cost function cached per unit object, rebuilt when the weapons, templates or formula change
 * (a demo-formula change recosts everything at once). A quantity change keeps every unit object
 * but the one changed line's, so it costs nothing here and re-renders one card (DESIGN §8).
 */
export function useUnitCosts(
  weapons: readonly Weapon[],
  abilityTemplates: readonly AbilityTemplate[],
  formula: string | undefined,
): CostOf {
  return useMemo(() => {
    const cache = new WeakMap<Unit, UnitCost>();
    return (unit: Unit) => {
      let cost = cache.get(unit);
      if (!cost) {
        cost = computeUnitCost({ unit, weapons, abilityTemplates, formula });
        cache.set(unit, cost);
      }
      return cost;
    };
  }, [weapons, abilityTemplates, formula]);
}
