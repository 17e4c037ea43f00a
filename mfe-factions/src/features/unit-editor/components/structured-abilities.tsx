import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { fillAbilityText, type AbilityTemplate } from '@muster/shared-kernel/core';
import { SelectField, TextField, RemoveRowButton } from '@muster/shared-kernel/ui';
import { UNIT_RULES, typedOverrides, type UnitForm } from '../model/unit-form';
import { EditableRows } from '../../../components/editable-rows';

/** The structured abilities: a template, a custom name and values over its defaults each. */
export function StructuredAbilities({ templates }: { templates: readonly AbilityTemplate[] }) {
  const { control } = useFormContext<UnitForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'structuredAbilities' });
  return (
    <EditableRows
      title="Structured Abilities"
      addLabel="Add Structured Ability"
      addDisabled={templates.length === 0}
      onAdd={() => append({ templateID: templates[0]?._id ?? '', customName: '', overrides: {} })}
    >
      {fields.map((row, index) => (
        <StructuredRow
          key={row.id}
          index={index}
          templates={templates}
          onRemove={() => remove(index)}
        />
      ))}
    </EditableRows>
  );
}

/** One structured ability, its name and description filled with the values typed so far. */
function StructuredRow({
  index,
  templates,
  onRemove,
}: {
  index: number;
  templates: readonly AbilityTemplate[];
  onRemove: () => void;
}) {
  const { control, register, setValue } = useFormContext<UnitForm>();
  const name = `structuredAbilities.${index}` as const;
  const { errors } = useFormState({ control, name });
  const rowErrors = errors.structuredAbilities?.[index];
  const templateID = useWatch({ control, name: `${name}.templateID` });
  const overrides = typedOverrides(useWatch({ control, name: `${name}.overrides` }) ?? {});
  const template = templates.find((t) => t._id === templateID);
  return (
    <fieldset className="fx-row fx-row-structured" aria-label={`Structured ability ${index + 1}`}>
      <SelectField
        label="Template"
        error={rowErrors?.templateID?.message}
        options={templates.map((t) => ({
          value: t._id,
          label: fillAbilityText(t.name, t.defaultValues),
        }))}
        {...register(`${name}.templateID`, {
          ...UNIT_RULES.templateID,
          // Another template has other values: its overrides start empty.
          onChange: () => setValue(`${name}.overrides`, {}),
        })}
      >
        {!template && <option value={templateID}>Choose...</option>}
      </SelectField>
      <TextField
        label="Custom Name"
        placeholder={
          template ? fillAbilityText(template.name, template.defaultValues, overrides) : ''
        }
        error={rowErrors?.customName?.message}
        {...register(`${name}.customName`, UNIT_RULES.customName)}
      />
      <RemoveRowButton label={`Remove structured ability ${index + 1}`} onClick={onRemove} />
      {template && template.defaultValues.length > 0 && (
        <div className="fx-row-wide fx-form-grid">
          {template.defaultValues.map((value) => (
            <TextField
              key={value.key}
              label={`${value.key} (default ${value.value})`}
              type="number"
              placeholder={String(value.value)}
              error={rowErrors?.overrides?.[value.key]?.message}
              {...register(`${name}.overrides.${value.key}`, UNIT_RULES.override)}
            />
          ))}
        </div>
      )}
      {template && (
        <p className="fx-row-wide muted">
          {fillAbilityText(template.description, template.defaultValues, overrides)}
        </p>
      )}
    </fieldset>
  );
}
