import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { Weapon } from '@muster/shared-kernel/core';
import { SelectField, TextField, RemoveRowButton } from '@muster/shared-kernel/ui';
import { DEFAULT_KNACK, UNIT_RULES, type UnitForm } from '../model/unit-form';
import { EditableRows } from '../../../components/editable-rows';

/** The equipped weapons: each a weapon of the faction and the knack it is used with. */
export function WeaponPicker({ weapons }: { weapons: readonly Weapon[] }) {
  const { control, register } = useFormContext<UnitForm>();
  const { errors } = useFormState({ control, name: 'equippedWeapons' });
  // The field array gives each row an id of its own: the rows' keys survive a removal.
  const { fields, append, remove } = useFieldArray({ control, name: 'equippedWeapons' });
  return (
    <EditableRows
      title="Equipped Weapons"
      note={
        weapons.length === 0 && (
          <p className="muted">
            This faction has no weapons yet: add weapons to the faction first.
          </p>
        )
      }
      addLabel="Equip Weapon"
      addDisabled={weapons.length === 0}
      onAdd={() => append({ weaponID: weapons[0]?._id ?? '', knack: DEFAULT_KNACK })}
    >
      {fields.map((row, index) => (
        <fieldset key={row.id} className="fx-row fx-row-weapon" aria-label={`Weapon ${index + 1}`}>
          <WeaponSelect index={index} weapons={weapons} />
          <TextField
            label="Knack"
            type="number"
            min={2}
            error={errors.equippedWeapons?.[index]?.knack?.message}
            {...register(`equippedWeapons.${index}.knack`, UNIT_RULES.knack)}
          />
          <RemoveRowButton label={`Remove weapon ${index + 1}`} onClick={() => remove(index)} />
        </fieldset>
      ))}
    </EditableRows>
  );
}

/** A row's weapon: the faction's weapons, and 'Weapon Undefined' for one no longer there. */
function WeaponSelect({ index, weapons }: { index: number; weapons: readonly Weapon[] }) {
  const { control, register } = useFormContext<UnitForm>();
  const name = `equippedWeapons.${index}.weaponID` as const;
  const { errors } = useFormState({ control, name });
  const chosen = useWatch({ control, name });
  return (
    <SelectField
      label="Weapon"
      error={errors.equippedWeapons?.[index]?.weaponID?.message}
      options={weapons.map((weapon) => ({ value: weapon._id, label: weapon.name }))}
      {...register(name, UNIT_RULES.weaponID)}
    >
      {!weapons.some((w) => w._id === chosen) && (
        <option value={chosen}>{chosen ? 'Weapon Undefined' : 'Choose...'}</option>
      )}
    </SelectField>
  );
}
