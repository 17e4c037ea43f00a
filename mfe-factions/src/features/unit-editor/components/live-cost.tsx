import { useMemo } from 'react';
import { type AbilityTemplate, type UnitPayload, type Weapon } from '@muster/shared-kernel/core';
import { explainUnitCost } from '@muster/shared-kernel/core/points';
import { useFormulaInForce } from '@muster/shared-kernel/client';
import { CostTerms } from '@muster/shared-kernel/ui';

/** The live total cost under the formula in force, with its terms. */
export function LiveCost({
  unit,
  weapons,
  templates,
}: {
  unit: UnitPayload;
  weapons: readonly Weapon[];
  templates: readonly AbilityTemplate[];
}) {
  const { formula, name } = useFormulaInForce();
  const key = JSON.stringify(unit);
  const explained = useMemo(
    () => explainUnitCost({ unit, weapons, abilityTemplates: templates, formula }),
    // The unit is a fresh object each render; its JSON says whether it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, weapons, templates, formula],
  );
  return (
    <aside className="card fx-cost-panel" aria-labelledby="fx-live-cost">
      <h2 id="fx-live-cost">Total Cost</h2>
      <p
        className={explained.error ? 'fx-cost-total error-text' : 'fx-cost-total'}
        aria-live="polite"
      >
        {explained.error ?? `${explained.total} pts`}
      </p>
      <p className="muted field-hint">Point formula: {name}</p>
      <CostTerms explanation={explained} />
    </aside>
  );
}
