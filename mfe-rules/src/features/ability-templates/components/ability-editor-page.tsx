import { useId, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { can, type AbilityTemplate, type AbilityValue } from '@muster/shared-kernel/core';
import { orNull, notify, saveAbilityTemplate, useSession } from '@muster/shared-kernel/client';
import { EditorActions, LoadError, Loading, useGoBack } from '@muster/shared-kernel/ui';
import { useAbilityTemplate } from '../api/get-ability-template';
import { abilityExample, BASIC_UNIT, type ExampleUnit } from '../hooks/ability-example';
import { AbilityExampleCard } from './ability-example-card';
import { DefaultValuesEditor, valueProblem, type ValueDraft } from './default-values-editor';
import './ability-templates.css';

/** The text for a template that cannot be loaded (SPEC names none; as the formula editor's). */
export const PROBLEM_LOADING_TEMPLATE = 'Problem Loading Ability Template';

/** The template editor (`/newability`, `/editability/:id`): loads the template, then edits it. */
export function AbilityEditorPage() {
  const { id } = useParams();
  const loaded = useAbilityTemplate(id);
  if (loaded === null) return <AbilityEditor key="new" />;
  if (loaded.status === 'loading') return <Loading />;
  if (loaded.status === 'failed') return <LoadError title={PROBLEM_LOADING_TEMPLATE} />;
  return <AbilityEditor key={loaded.template._id} template={loaded.template} />;
}

/**
 * Ability Name, Description, Formula and the default values, beside a live example with the
 * placeholders filled and its cost. Save (moderators) goes back only when the server answers.
 */
function AbilityEditor({ template }: { template?: AbilityTemplate }) {
  const session = useSession();
  const goBack = useGoBack('/abilitytemplates');
  const nextId = useRef(0);
  const draft = (value: AbilityValue): ValueDraft => ({
    id: nextId.current++,
    key: value.key,
    value: String(value.value),
  });
  const [name, setName] = useState(template?.name ?? '');
  const [description, setDescription] = useState(template?.description ?? '');
  const [formula, setFormula] = useState(template?.formula ?? '');
  const [rows, setRows] = useState<ValueDraft[]>(() => (template?.defaultValues ?? []).map(draft));
  const [unit, setUnit] = useState<ExampleUnit>(BASIC_UNIT);
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);
  const ids = { name: useId(), description: useId(), formula: useId() };

  const rowsValid = rows.every((row) => valueProblem(row, rows) === null);
  const defaultValues: AbilityValue[] = rows
    .filter((row) => valueProblem(row, rows) === null)
    .map((row) => ({ key: row.key.trim(), value: Number(row.value) }));
  const example = abilityExample({ name, description, formula, defaultValues }, unit);
  const nameMissing = name.trim() === '';
  const formulaMissing = formula.trim() === '';
  const formulaError = !formulaMissing && typeof example.cost === 'string' ? example.cost : null;
  const valid = !nameMissing && !formulaMissing && rowsValid && formulaError === null;

  async function save(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!valid) return;
    setSaving(true);
    const saved = await orNull(
      saveAbilityTemplate(
        { name: name.trim(), description, formula: formula.trim(), defaultValues },
        template?._id,
      ),
    );
    setSaving(false);
    if (saved) {
      notify.success(`Saved ${fillName(saved)}`);
      goBack();
    }
  }

  return (
    <div className="ability-editor">
      <form className="ability-form card" onSubmit={(event) => void save(event)} noValidate>
        <h1>Ability Template</h1>
        <div className="field">
          <label htmlFor={ids.name}>Ability Name</label>
          <input
            id={ids.name}
            value={name}
            maxLength={200}
            required
            aria-invalid={tried && nameMissing ? true : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          {tried && nameMissing && <span className="field-error">Name the ability</span>}
        </div>
        <div className="field">
          <label htmlFor={ids.description}>Description</label>
          <textarea
            id={ids.description}
            rows={4}
            maxLength={5000}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.formula}>Formula</label>
          <input
            id={ids.formula}
            className="ability-formula"
            value={formula}
            maxLength={5000}
            required
            spellCheck={false}
            placeholder="amount * 3 + unitSize"
            aria-invalid={formulaError || (tried && formulaMissing) ? true : undefined}
            aria-describedby={`${ids.formula}-help`}
            onChange={(event) => setFormula(event.target.value)}
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
          {tried && formulaMissing && <span className="field-error">Write a formula</span>}
        </div>
        <DefaultValuesEditor
          rows={rows}
          showProblems={tried}
          onChange={setRows}
          onAdd={() => setRows((current) => [...current, draft({ key: '', value: 0 })])}
        />
        <EditorActions
          saving={saving}
          canSave={can(session, 'ability:write')}
          saveDisabled={tried && !valid}
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

function fillName(template: AbilityTemplate): string {
  return abilityExample(template).name || 'the template';
}
