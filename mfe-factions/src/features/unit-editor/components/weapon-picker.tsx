import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { Weapon } from '@muster/shared-kernel/core';
import { SelectField, TextField, RemoveRowButton } from '@muster/shared-kernel/ui';
import { DEFAULT_KNACK, UNIT_RULES, type UnitForm } from '../model/unit-form';

/** The equipped weapons: each a weapon of the faction and the knack it is used with. */
export function WeaponPicker({ weapons }: { weapons: readonly Weapon[] }) {
  const { control, register } = useFormContext<UnitForm>();
  const { errors } = useFormState({ control, name: 'equippedWeapons' });
  // The field array gives each row an id of its own: the rows' keys survive a removal.
  const { fields, append, remove } = useFieldArray({ control, name: 'equippedWeapons' });
  return (
    <section className="card" aria-labelledby="fx-equipment">
      <h2 id="fx-equipment">Equipped Weapons</h2>
      {weapons.length === 0 && (
        <p className="muted">This faction has no weapons yet: add weapons to the faction first.</p>
      )}
      <div className="fx-rows">
        {fields.map((row, index) => (
          <fieldset
            key={row.id}
            className="fx-row fx-row-weapon"
            aria-label={`Weapon ${index + 1}`}
          >
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
      </div>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={weapons.length === 0}
        onClick={() => append({ weaponID: weapons[0]?._id ?? '', knack: DEFAULT_KNACK })}
      >
        Equip Weapon
      </button>
    </section>
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
      {...register(name, UNIT_RULES.weaponID)}
    >
      {!weapons.some((w) => w._id === chosen) && (
        <option value={chosen}>{chosen ? 'Weapon Undefined' : 'Choose...'}</option>
      )}
      {weapons.map((weapon) => (
        <option key={weapon._id} value={weapon._id}>
          {weapon.name}
        </option>
      ))}
    </SelectField>
  );
}
