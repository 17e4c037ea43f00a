import { useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import { LIMITS, can, type AbilityTemplate, paths } from '@muster/shared-kernel/core';
import { notify, useSession } from '@muster/shared-kernel/client';
import {
  EditorActions,
  LoadError,
  Loading,
  textRule,
  useEditorForm,
  useGoBack,
} from '@muster/shared-kernel/ui';
import { useAbilityTemplate } from '../api/use-ability-template';
import { useSaveAbilityTemplate } from '../api/use-ability-template-writes';
import { abilityExample, BASIC_UNIT, type ExampleUnit } from '../hooks/ability-example';
import {
  fieldsExample,
  formulaProblem,
  templateFields,
  templatePayload,
  valueProblem,
} from '../hooks/ability-form';
import { AbilityExampleCard } from './ability-example-card';
import { DefaultValuesEditor } from './default-values-editor';
import '../../../components/editor-layout.css';
import './ability-templates.css';

/** The text for a template that cannot be loaded (worded as the formula editor's). */
export const PROBLEM_LOADING_TEMPLATE = 'Problem Loading Ability Template';

/** The template editor (`/newability`, `/editability/:id`): loads the template, then edits it. */
export function AbilityEditorPage() {
  const { id } = useParams();
  const loaded = useAbilityTemplate(id);
  if (id === undefined) return <AbilityEditor key="new" />;
  if (loaded.isPending) return <Loading />;
  if (!loaded.data) return <LoadError title={PROBLEM_LOADING_TEMPLATE} />;
  return <AbilityEditor key={loaded.data._id} template={loaded.data} />;
}

/**
 * Ability Name, Description, Formula and the default values, beside a live example with the
 * placeholders filled and its cost. Save (moderators) goes back only when the server answers.
 */
function AbilityEditor({ template }: { template?: AbilityTemplate }) {
  const session = useSession();
  const goBack = useGoBack(paths.abilityTemplates());
  const saveTemplate = useSaveAbilityTemplate();
  const [unit, setUnit] = useState<ExampleUnit>(BASIC_UNIT);
  const { form, conflict } = useEditorForm({
    loaded: template,
    toForm: templateFields,
    refetch: useAbilityTemplate(template?._id).refetch,
  });
  const {
    control,
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitted, isSubmitting },
  } = form;
  const ids = { name: useId(), description: useId(), formula: useId() };

  // The example, the formula's error and the values' problems follow every keystroke.
  const fields = watch();
  const example = fieldsExample(fields, unit);
  const formulaMissing = fields.formula.trim() === '';
  const formulaError = formulaMissing ? null : formulaProblem(fields, unit);
  const valid =
    fields.name.trim() !== '' &&
    !formulaMissing &&
    formulaError === null &&
    fields.values.every((_, index) => valueProblem(fields.values, index) === null);
  const nameError = errors.name?.message;
  // 'Write a formula' after a save attempt, until a formula is written.
  const formulaMissingError = formulaMissing ? errors.formula?.message : undefined;

  const save = handleSubmit(async (values) => {
    try {
      const saved = await saveTemplate.mutateAsync({
        template: conflict.versioned(templatePayload(values)),
        id: template?._id,
      });
      conflict.onSaved(saved);
      notify.success(`Saved ${abilityExample(saved).name || 'the template'}`);
      goBack();
    } catch (error) {
      // The kernel has toasted the failure, or the conflict notice shows; the author stays.
      conflict.onError(error);
    }
  });

  return (
    <div className="editor-with-aside">
      <form className="ability-form card" onSubmit={(event) => void save(event)} noValidate>
        <h1>Ability Template</h1>
        <div className="field">
          <label htmlFor={ids.name}>Ability Name</label>
          <input
            id={ids.name}
            maxLength={LIMITS.abilityTemplate.name.maxLength}
            required
            aria-invalid={nameError ? true : undefined}
            {...register('name', textRule(LIMITS.abilityTemplate.name, 'Ability Name'))}
          />
          {nameError && <span className="field-error">{nameError}</span>}
        </div>
        <div className="field">
          <label htmlFor={ids.description}>Description</label>
          <textarea
            id={ids.description}
            rows={4}
            maxLength={LIMITS.abilityTemplate.description.maxLength}
            {...register('description')}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.formula}>Formula</label>
          <input
            id={ids.formula}
            className="ability-formula"
            maxLength={LIMITS.abilityTemplate.formula.maxLength}
            required
            spellCheck={false}
            placeholder="amount * 3 + unitSize"
            aria-invalid={formulaError || formulaMissingError ? true : undefined}
            aria-describedby={`${ids.formula}-help`}
            {...register('formula', {
              validate: (_, values) => formulaProblem(values, unit) ?? true,
            })}
          />
          <span className="muted ability-formula-help" id={`${ids.formula}-help`}>
            The value keys and the unit variables (unitHP, unitMove, unitSize…) in the formula
            language.
          </span>
          {formulaError && (
            <span className="field-error" role="alert">
              {formulaError}
            </span>
          )}
          {formulaMissingError && <span className="field-error">{formulaMissingError}</span>}
        </div>
        <DefaultValuesEditor
          control={control}
          register={register}
          values={fields.values}
          showProblems={isSubmitted}
        />
        <EditorActions
          conflict={conflict}
          saving={isSubmitting}
          canSave={can(session, 'ability:write')}
          saveDisabled={isSubmitted && !valid}
          onCancel={goBack}
        />
        {!can(session, 'ability:write') && (
          <p className="muted">Only moderators can add and edit ability templates.</p>
        )}
      </form>
      <AbilityExampleCard example={example} unit={unit} onUnitChange={setUnit} />
    </div>
  );
}
