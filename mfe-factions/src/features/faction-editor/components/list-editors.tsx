import { useState } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { TextField, RemoveRowButton } from '@muster/shared-kernel/ui';
import { FACTION_RULES, NEW_EFFECT, NEW_TACTIC, type FactionForm } from '../model/faction-form';
import { EditableRows } from '../../../components/editable-rows';

/** The Tactics tab: name, knack, description per tactic. */
export function TacticsEditor({ form }: { form: UseFormReturn<FactionForm> }) {
  const { control, register, formState } = form;
  // Each row keeps the id the field array gives it, so removing one keeps the others' state.
  const { fields, append, remove } = useFieldArray({ control, name: 'tactics' });
  return (
    <EditableRows
      note={fields.length === 0 && <p className="muted">No tactics yet.</p>}
      addLabel="Add Tactic"
      onAdd={() => append({ ...NEW_TACTIC })}
    >
      {fields.map((row, index) => (
        <fieldset key={row.id} className="fx-row fx-row-tactic" aria-label={`Tactic ${index + 1}`}>
          <TextField label="Name" {...register(`tactics.${index}.name`)} />
          <TextField
            label="Knack"
            type="number"
            error={formState.errors.tactics?.[index]?.knack?.message}
            {...register(`tactics.${index}.knack`, FACTION_RULES.knack)}
          />
          <TextField label="Description" {...register(`tactics.${index}.description`)} />
          <RemoveRowButton label={`Remove tactic ${index + 1}`} onClick={() => remove(index)} />
        </fieldset>
      ))}
    </EditableRows>
  );
}

/** The Environment Effects tab: name, round effect, tactic penalty per effect. */
export function EffectsEditor({ form }: { form: UseFormReturn<FactionForm> }) {
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'effects' });
  return (
    <EditableRows
      note={fields.length === 0 && <p className="muted">No environment effects yet.</p>}
      addLabel="Add Environment Effect"
      onAdd={() => append({ ...NEW_EFFECT })}
    >
      {fields.map((row, index) => (
        <fieldset
          key={row.id}
          className="fx-row fx-row-effect"
          aria-label={`Environment effect ${index + 1}`}
        >
          <TextField label="Name" {...register(`effects.${index}.name`)} />
          <TextField label="Round Effect" {...register(`effects.${index}.description`)} />
          <TextField
            label="Tactic Penalty"
            type="number"
            error={formState.errors.effects?.[index]?.antePenalty?.message}
            {...register(`effects.${index}.antePenalty`, FACTION_RULES.antePenalty)}
          />
          <RemoveRowButton
            label={`Remove environment effect ${index + 1}`}
            onClick={() => remove(index)}
          />
        </fieldset>
      ))}
    </EditableRows>
  );
}

/** Editors as a list of usernames (SPEC §2). */
export function EditorsField({
  editors,
  onChange,
}: {
  editors: string[];
  onChange: (editors: string[]) => void;
}) {
  const [name, setName] = useState('');
  function add() {
    const username = name.trim();
    if (username && !editors.includes(username)) onChange([...editors, username]);
    setName('');
  }
  return (
    <div className="field">
      <span className="field-label">Editors</span>
      {editors.length > 0 ? (
        <ul className="fx-editors" aria-label="Editors">
          {editors.map((editor) => (
            <li key={editor}>
              {editor}
              <button
                type="button"
                className="btn btn-secondary btn-small"
                aria-label={`Remove editor ${editor}`}
                onClick={() => onChange(editors.filter((e) => e !== editor))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <span className="muted field-hint">Only you can edit this faction.</span>
      )}
      <div className="fx-inline-add">
        <input
          className="input"
          aria-label="Editor username"
          placeholder="Username"
          value={name}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="btn btn-secondary" onClick={add}>
          Add Editor
        </button>
      </div>
    </div>
  );
}
