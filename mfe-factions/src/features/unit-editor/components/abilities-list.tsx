import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { TextField, RemoveRowButton } from '@muster/shared-kernel/ui';
import { NEW_ABILITY, UNIT_RULES, type UnitForm } from '../model/unit-form';

/** The custom abilities: name, description and point cost each. */
export function AbilitiesList() {
  const { control, register } = useFormContext<UnitForm>();
  const { errors } = useFormState({ control, name: 'abilities' });
  const { fields, append, remove } = useFieldArray({ control, name: 'abilities' });
  return (
    <section className="card" aria-labelledby="fx-abilities">
      <h2 id="fx-abilities">Custom Abilities</h2>
      <div className="fx-rows">
        {fields.map((row, index) => (
          <fieldset
            key={row.id}
            className="fx-row fx-row-ability"
            aria-label={`Ability ${index + 1}`}
          >
            <TextField
              label="Ability Name"
              error={errors.abilities?.[index]?.name?.message}
              {...register(`abilities.${index}.name`, UNIT_RULES.abilityName)}
            />
            <TextField
              label="Ability Description"
              {...register(`abilities.${index}.description`)}
            />
            <TextField
              label="Point Cost"
              type="number"
              error={errors.abilities?.[index]?.pointCost?.message}
              {...register(`abilities.${index}.pointCost`, UNIT_RULES.pointCost)}
            />
            <RemoveRowButton label={`Remove ability ${index + 1}`} onClick={() => remove(index)} />
          </fieldset>
        ))}
      </div>
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() => append({ ...NEW_ABILITY })}
      >
        Add Ability
      </button>
    </section>
  );
}
