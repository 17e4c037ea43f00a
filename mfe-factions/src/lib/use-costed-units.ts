import { useMemo } from 'react';
import { type AbilityTemplate, type Unit, type Weapon } from '@muster/shared-kernel/core';
import { computeUnitCost, type UnitCost } from '@muster/shared-kernel/core/points';
import { useFormulaInForce } from '@muster/shared-kernel/client';

/** A unit with its cost under the formula in force. */
export interface CostedUnitLine {
  unit: Unit;
  cost: UnitCost;
}

/**
 * Every unit's cost with the formula in force (re-rendered when it changes), highest first
 * (as the faction page lists them); a failing cost counts 0.
 */
export function useCostedUnits(
  units: readonly Unit[],
  weapons: readonly Weapon[],
  templates: readonly AbilityTemplate[],
): CostedUnitLine[] {
  const { formula } = useFormulaInForce();
  return useMemo(
    () =>
      units
        .map((unit) => ({
          unit,
          cost: computeUnitCost({ unit, weapons, abilityTemplates: templates, formula }),
        }))
        .sort(
          (a, b) => b.cost.total - a.cost.total || a.unit.unitName.localeCompare(b.unit.unitName),
        ),
    [units, weapons, templates, formula],
  );
}
