import { TextField } from '@muster/shared-kernel/ui';
import type { AbilityExample, ExampleUnit } from '../hooks/ability-example';

function UnitNumber({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max?: number;
  onChange: (value: number) => void;
}) {
  return (
    <TextField
      label={label}
      className="example-unit-input"
      type="number"
      min={min}
      max={max}
      value={value}
      onChange={(event) => {
        const next = Number(event.target.value);
        if (event.target.value !== '' && Number.isFinite(next)) onChange(next);
      }}
    />
  );
}

/** The live example: the ability as a unit card shows it, and what it costs on an example unit. */
export function AbilityExampleCard({
  example,
  unit,
  onUnitChange,
}: {
  example: AbilityExample;
  unit: ExampleUnit;
  onUnitChange: (unit: ExampleUnit) => void;
}) {
  return (
    <section className="ability-example card editor-aside" aria-labelledby="ability-example-title">
      <h2 id="ability-example-title">Example</h2>
      <div className="ability-example-ability">
        <strong className="ability-example-name">{example.name || 'Unnamed ability'}</strong>
        {example.description && <p>{example.description}</p>}
      </div>
      <p className="ability-example-cost" aria-live="polite">
        {typeof example.cost === 'number' ? (
          <>
            Cost: <strong>{example.cost}</strong> {example.cost === 1 ? 'point' : 'points'}
          </>
        ) : (
          <span className="error-text">{example.cost}</span>
        )}
      </p>
      <p className="muted example-unit-help">On a unit with:</p>
      <div className="example-unit">
        <UnitNumber
          label="Health"
          min={1}
          value={unit.health}
          onChange={(health) => onUnitChange({ ...unit, health })}
        />
        <UnitNumber
          label="Movement"
          min={0}
          value={unit.movement}
          onChange={(movement) => onUnitChange({ ...unit, movement })}
        />
        <UnitNumber
          label="Size"
          min={1}
          max={5}
          value={unit.size}
          onChange={(size) => onUnitChange({ ...unit, size })}
        />
      </div>
    </section>
  );
}
