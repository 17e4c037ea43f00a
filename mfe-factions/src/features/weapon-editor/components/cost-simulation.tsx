import { useMemo } from 'react';
import { type WeaponPayload } from '@muster/shared-kernel/core';
import { knackFactor, weaponCost } from '@muster/shared-kernel/core/points';
import { useFormulaInForce } from '@muster/shared-kernel/client';
import { DataTable } from '@muster/shared-kernel/ui';

/** The cost simulation covers knack 2 to 6. */
const SIMULATED_KNACKS = [2, 3, 4, 5, 6];

/** What the weapon costs a default unit at knack 2 to 6. */
export function CostSimulation({ weapon }: { weapon: WeaponPayload }) {
  const { formula, name } = useFormulaInForce();
  const rows = useMemo(
    () => SIMULATED_KNACKS.map((knack) => ({ knack, ...weaponCost({ weapon, knack, formula }) })),
    // The weapon is a fresh object each render; its fields are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [JSON.stringify(weapon), formula],
  );
  return (
    <section aria-labelledby="fx-simulation">
      <h2 id="fx-simulation">Cost simulation</h2>
      <p className="muted">
        The weapon carried by a default unit, under the point formula in force ({name}).
      </p>
      <DataTable
        label="Cost simulation"
        columns={['Knack', 'Hit chance', 'Average damage', 'Cost']}
      >
        {rows.map((row) => (
          <tr key={row.knack}>
            <th scope="row">{row.knack}</th>
            <td>{Math.round(knackFactor(row.knack) * 100)}%</td>
            <td>{row.dpr.toFixed(2)}</td>
            <td className={row.error ? 'error-text' : 'fx-nowrap'}>
              {row.error ?? `${row.cost} pts`}
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
