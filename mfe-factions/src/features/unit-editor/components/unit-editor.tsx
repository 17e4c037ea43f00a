import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { AbilityTemplate, Unit, Weapon } from '@muster/shared-kernel/core';
import { useUnit } from '@muster/shared-kernel/client';
import { EditorActions, useEditConflict, useGoBack } from '@muster/shared-kernel/ui';
import { toUnit, toUnitForm, type UnitForm } from '../model/unit-form';
import { AbilitiesList } from './abilities-list';
import { LiveCost } from './live-cost';
import { StructuredAbilities } from './structured-abilities';
import { UnitStatsFields } from './unit-stats-fields';
import { WeaponPicker } from './weapon-picker';
import { paths } from '@muster/shared-kernel/core';
import { useSaveUnit } from '../api/use-save-unit';

/** What the Unit Editor edits: the unit (none for a new one), its faction's armoury. */
export interface UnitEditorData {
  factionId: string;
  unit?: Unit;
  weapons: Weapon[];
  templates: AbilityTemplate[];
}

/**
 * The Unit Editor: every unit field, the live total cost, Save and Cancel. Its sections
 * read the form from context; each field's error clears as soon as the field is fixed.
 */
export function UnitEditor({ data }: { data: UnitEditorData }) {
  const { weapons, templates, unit, factionId } = data;
  const goBack = useGoBack(unit ? paths.unit(unit._id) : paths.faction(factionId));
  const form = useForm<UnitForm>({ defaultValues: toUnitForm(unit), reValidateMode: 'onChange' });
  const save = useSaveUnit();
  // A stale save keeps the form as typed; Reload brings the server's unit into it.
  const conflict = useEditConflict({
    loaded: unit,
    refetch: useUnit(unit?._id).refetch,
    reset: (fresh) => form.reset(toUnitForm(fresh)),
  });
  const draft = toUnit(useWatch({ control: form.control }) as UnitForm, factionId);
  const invalid = Object.keys(form.formState.errors).length > 0;

  // Saving sets the unit and refreshes its faction's unit list in the cache: the pages follow.
  const onSave = form.handleSubmit((values) =>
    save.mutate(
      { unit: conflict.versioned(toUnit(values, factionId)), id: unit?._id },
      {
        onSuccess: (saved) => {
          conflict.onSaved(saved);
          goBack();
        },
        onError: conflict.onError,
      },
    ),
  );

  return (
    <FormProvider {...form}>
      <form className="fx-page" onSubmit={(e) => void onSave(e)} noValidate>
        <h1>Unit Editor</h1>
        {invalid && (
          <p className="error-text" role="alert">
            Please fix the marked fields.
          </p>
        )}
        <div className="fx-editor-layout">
          <div className="fx-page">
            <UnitStatsFields />
            <WeaponPicker weapons={weapons} />
            <AbilitiesList />
            <StructuredAbilities templates={templates} />
          </div>
          <LiveCost unit={draft} weapons={weapons} templates={templates} />
        </div>
        <EditorActions conflict={conflict} saving={save.isPending} onCancel={goBack} />
      </form>
    </FormProvider>
  );
}
