import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { TextField, RemoveRowButton } from '@muster/shared-kernel/ui';
import { NEW_ABILITY, UNIT_RULES, type UnitForm } from '../model/unit-form';
import { EditableRows } from '../../../components/editable-rows';

/** The custom abilities: name, description and point cost each. */
export function AbilitiesList() {
  const { control, register } = useFormContext<UnitForm>();
  const { errors } = useFormState({ control, name: 'abilities' });
  const { fields, append, remove } = useFieldArray({ control, name: 'abilities' });
  return (
    <EditableRows
      title="Custom Abilities"
      addLabel="Add Ability"
      onAdd={() => append({ ...NEW_ABILITY })}
    >
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
            error={errors.abilities?.[index]?.description?.message}
            {...register(`abilities.${index}.description`, UNIT_RULES.abilityDescription)}
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
    </EditableRows>
  );
}
