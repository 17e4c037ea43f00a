import { useId } from 'react';

/** A default value as it is typed: the value stays text until it is saved. */
export interface ValueDraft {
  /** Stable React key (rows can be removed from the middle). */
  id: number;
  key: string;
  value: string;
}

/** What is wrong with one row, if anything. */
export function valueProblem(row: ValueDraft, rows: ValueDraft[]): string | null {
  if (row.key.trim() === '') return 'Name the value';
  if (rows.some((other) => other !== row && other.key.trim() === row.key.trim()))
    return 'This key is used twice';
  if (row.value.trim() === '' || !Number.isFinite(Number(row.value))) return 'Enter a number';
  return null;
}

/** The template's default values as a key/value list, with Add Value and Remove. */
export function DefaultValuesEditor({
  rows,
  showProblems,
  onChange,
  onAdd,
}: {
  rows: ValueDraft[];
  /** Mark every incomplete row (after a Save attempt); before that, only rows with a key. */
  showProblems: boolean;
  onChange: (rows: ValueDraft[]) => void;
  onAdd: () => void;
}) {
  const id = useId();
  const update = (row: ValueDraft, change: Partial<ValueDraft>) =>
    onChange(rows.map((item) => (item === row ? { ...item, ...change } : item)));

  return (
    <fieldset className="default-values">
      <legend>Default values</legend>
      <p className="muted default-values-help">
        Write <code>_key_</code> in the name or description to show a value; use the key in the
        formula.
      </p>
      {rows.length === 0 && <p className="muted">No values.</p>}
      {rows.map((row, index) => {
        const problem = showProblems || row.key.trim() !== '' ? valueProblem(row, rows) : null;
        const errorId = `${id}-${row.id}-error`;
        return (
          <div key={row.id} className="default-value-row">
            <div className="field">
              <label htmlFor={`${id}-${row.id}-key`}>Key {index + 1}</label>
              <input
                id={`${id}-${row.id}-key`}
                value={row.key}
                maxLength={64}
                spellCheck={false}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? errorId : undefined}
                onChange={(event) => update(row, { key: event.target.value })}
              />
            </div>
            <div className="field">
              <label htmlFor={`${id}-${row.id}-value`}>Value {index + 1}</label>
              <input
                id={`${id}-${row.id}-value`}
                type="number"
                step="any"
                value={row.value}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? errorId : undefined}
                onChange={(event) => update(row, { value: event.target.value })}
              />
            </div>
            <button
              type="button"
              className="btn btn-secondary btn-small default-value-remove"
              aria-label={`Remove value ${index + 1}`}
              onClick={() => onChange(rows.filter((item) => item !== row))}
            >
              Remove
            </button>
            {problem && (
              <span className="field-error default-value-error" id={errorId}>
                {problem}
              </span>
            )}
          </div>
        );
      })}
      <button type="button" className="btn btn-secondary btn-small" onClick={onAdd}>
        Add Value
      </button>
    </fieldset>
  );
}
