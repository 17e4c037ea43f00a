import { useId } from 'react';
import { useFieldArray, type Control, type UseFormRegister } from 'react-hook-form';
import { LIMITS } from '@muster/shared-kernel/core';
import { RemoveRowButton } from '@muster/shared-kernel/ui';
import { valueProblem, type AbilityTemplateFields, type ValueDraft } from '../hooks/ability-form';

/** The template's default values as a key/value list, with Add Value and Remove. */
export function DefaultValuesEditor({
  control,
  register,
  values,
  showProblems,
}: {
  control: Control<AbilityTemplateFields>;
  register: UseFormRegister<AbilityTemplateFields>;
  /** The values as they are typed now. */
  values: readonly ValueDraft[];
  /** Mark every incomplete row (after a Save attempt); before that, only rows with a key. */
  showProblems: boolean;
}) {
  const id = useId();
  const { fields, append, remove } = useFieldArray({ control, name: 'values' });

  return (
    <fieldset className="default-values">
      <legend>Default values</legend>
      <p className="muted default-values-help">
        Write <code>_key_</code> in the name or description to show a value; use the key in the
        formula.
      </p>
      {fields.length === 0 && <p className="muted">No values.</p>}
      {fields.map((field, index) => {
        const row = values[index] ?? field;
        const problem = showProblems || row.key.trim() !== '' ? valueProblem(values, index) : null;
        const errorId = `${id}-${field.id}-error`;
        return (
          <div key={field.id} className="default-value-row">
            <div className="field">
              <label htmlFor={`${id}-${field.id}-key`}>Key {index + 1}</label>
              <input
                id={`${id}-${field.id}-key`}
                maxLength={LIMITS.structuredAbility.valueKey.maxLength}
                spellCheck={false}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? errorId : undefined}
                {...register(`values.${index}.key`, {
                  validate: (_, form) => valueProblem(form.values, index) ?? true,
                })}
              />
            </div>
            <div className="field">
              <label htmlFor={`${id}-${field.id}-value`}>Value {index + 1}</label>
              <input
                id={`${id}-${field.id}-value`}
                type="number"
                step="any"
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? errorId : undefined}
                {...register(`values.${index}.value`, { deps: [`values.${index}.key`] })}
              />
            </div>
            <RemoveRowButton
              label={`Remove value ${index + 1}`}
              className="default-value-remove"
              onClick={() => remove(index)}
            />
            {problem && (
              <span className="field-error default-value-error" id={errorId}>
                {problem}
              </span>
            )}
          </div>
        );
      })}
      <button
        type="button"
        className="btn btn-secondary btn-small"
        onClick={() => append({ key: '', value: '0' }, { shouldFocus: false })}
      >
        Add Value
      </button>
    </fieldset>
  );
}
