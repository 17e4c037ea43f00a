import type { ParsedPointFormula } from '@muster/shared-kernel/core/points';
import { FormulaExpression } from './formula-expression';

const PARTS = [
  { key: 'movementFormula', label: 'Movement' },
  { key: 'defenseFormula', label: 'Defense' },
  { key: 'weaponFormula', label: 'Weapon (each equipped weapon)' },
] as const;

/** The movement, defense and weapon formulas of a parsed formula, set for reading. */
export function FormulaParts({ parsed }: { parsed: ParsedPointFormula }) {
  return (
    <dl className="formula-parts">
      {PARTS.map(({ key, label }) => (
        <div key={key} className="formula-part">
          <dt>
            {label}
            {parsed.defaulted.includes(key) && <span className="muted"> (default)</span>}
          </dt>
          <dd>
            <FormulaExpression expression={parsed[key]} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
