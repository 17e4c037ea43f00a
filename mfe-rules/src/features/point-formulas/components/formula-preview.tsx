import { useMemo } from 'react';
import { type AbilityTemplate } from '@muster/shared-kernel/core';
import { computeUnitCost } from '@muster/shared-kernel/core/points';
import type { SampleUnit, SampleUnitsState } from '../hooks/use-sample-units';
import { DataTable } from '@muster/shared-kernel/ui';

interface PreviewRow {
  key: string;
  name: string;
  factionTitle: string;
  active: number | string;
  edited: number | string;
}

function price(
  sample: SampleUnit,
  abilityTemplates: AbilityTemplate[],
  formula: string | undefined,
): number | string {
  const cost = computeUnitCost({
    unit: sample.unit,
    weapons: sample.weapons,
    abilityTemplates,
    formula,
  });
  return cost.error ?? cost.total;
}

function Change({ active, edited }: { active: number | string; edited: number | string }) {
  if (typeof active !== 'number' || typeof edited !== 'number') return <>–</>;
  const change = edited - active;
  if (change === 0) return <span className="muted">±0</span>;
  return (
    <span className={change > 0 ? 'preview-up' : 'preview-down'}>
      {change > 0 ? `+${change}` : `−${-change}`}
    </span>
  );
}

/** Shown in the Edited column while the edited formula does not parse. */
const NOT_PRICED = '–';

function Cost({ value }: { value: number | string }) {
  if (typeof value === 'number') return <>{value}</>;
  if (value === NOT_PRICED) return <span className="muted">{NOT_PRICED}</span>;
  return <span className="error-text">{value}</span>;
}

/**
 * Sample units priced under the active official formula and under the formula being edited, so
 * an author sees what a change does before saving or demoing it.
 */
export function FormulaPreview({
  sample,
  activeName,
  activeFormula,
  editedFormula,
}: {
  sample: SampleUnitsState;
  activeName: string;
  activeFormula: string | undefined;
  /** The edited formula's text, or null while it does not parse. */
  editedFormula: string | null;
}) {
  const rows = useMemo<PreviewRow[]>(() => {
    if (sample.status !== 'loaded') return [];
    return sample.units.map((item) => ({
      key: item.unit._id,
      name: item.unit.unitName,
      factionTitle: item.factionTitle,
      active: price(item, sample.abilityTemplates, activeFormula),
      edited:
        editedFormula === null ? NOT_PRICED : price(item, sample.abilityTemplates, editedFormula),
    }));
  }, [sample, activeFormula, editedFormula]);

  return (
    <section className="formula-preview card editor-aside" aria-labelledby="formula-preview-title">
      <h2 id="formula-preview-title">Preview</h2>
      <p className="muted">
        Unit costs from public factions under the active formula ({activeName}) and under this one.
      </p>
      {sample.status === 'loading' && <p className="muted">Loading sample units...</p>}
      {sample.status === 'loaded' && rows.length === 0 && (
        <p className="muted">There are no public units to preview.</p>
      )}
      {rows.length > 0 && (
        <DataTable
          className="preview-table"
          columns={[
            'Unit',
            { label: 'Active', className: 'num' },
            { label: 'Edited', className: 'num' },
            { label: 'Change', className: 'num' },
          ]}
        >
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">
                {row.name}
                <span className="preview-faction muted">{row.factionTitle}</span>
              </th>
              <td className="num">
                <Cost value={row.active} />
              </td>
              <td className="num">
                <Cost value={row.edited} />
              </td>
              <td className="num">
                <Change active={row.active} edited={row.edited} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
