import { useState } from 'react';
import type { EffectRow, TacticRow } from '../api/faction-form';
import { TextField } from '@muster/shared-kernel/ui';

/** Replaces one item of a list. */
export function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((current, i) => (i === index ? item : current));
}

/** The Tactics tab: name, knack, description per tactic. */
export function TacticsEditor({
  tactics,
  errors,
  onChange,
  onAdd,
}: {
  tactics: TacticRow[];
  errors?: Record<number, string>;
  onChange: (tactics: TacticRow[]) => void;
  onAdd: () => void;
}) {
  return (
    <div>
      {tactics.length === 0 && <p className="muted">No tactics yet.</p>}
      <div className="fx-rows">
        {tactics.map((tactic, index) => (
          <fieldset key={index} className="fx-row fx-row-tactic" aria-label={`Tactic ${index + 1}`}>
            <TextField
              label="Name"
              value={tactic.name}
              onChange={(e) =>
                onChange(replaceAt(tactics, index, { ...tactic, name: e.target.value }))
              }
            />
            <TextField
              label="Knack"
              type="number"
              value={tactic.knack}
              error={errors?.[index]}
              onChange={(e) =>
                onChange(replaceAt(tactics, index, { ...tactic, knack: e.target.value }))
              }
            />
            <TextField
              label="Description"
              value={tactic.description}
              onChange={(e) =>
                onChange(replaceAt(tactics, index, { ...tactic, description: e.target.value }))
              }
            />
            <button
              type="button"
              className="btn btn-secondary btn-small"
              aria-label={`Remove tactic ${index + 1}`}
              onClick={() => onChange(tactics.filter((_, i) => i !== index))}
            >
              Remove
            </button>
          </fieldset>
        ))}
      </div>
      <button type="button" className="btn btn-secondary" onClick={onAdd}>
        Add Tactic
      </button>
    </div>
  );
}

/** The Environment Effects tab: name, round effect, tactic penalty per effect. */
export function EffectsEditor({
  effects,
  errors,
  onChange,
  onAdd,
}: {
  effects: EffectRow[];
  errors?: Record<number, string>;
  onChange: (effects: EffectRow[]) => void;
  onAdd: () => void;
}) {
  return (
    <div>
      {effects.length === 0 && <p className="muted">No environment effects yet.</p>}
      <div className="fx-rows">
        {effects.map((effect, index) => (
          <fieldset
            key={index}
            className="fx-row fx-row-effect"
            aria-label={`Environment effect ${index + 1}`}
          >
            <TextField
              label="Name"
              value={effect.name}
              onChange={(e) =>
                onChange(replaceAt(effects, index, { ...effect, name: e.target.value }))
              }
            />
            <TextField
              label="Round Effect"
              value={effect.description}
              onChange={(e) =>
                onChange(replaceAt(effects, index, { ...effect, description: e.target.value }))
              }
            />
            <TextField
              label="Tactic Penalty"
              type="number"
              value={effect.antePenalty}
              error={errors?.[index]}
              onChange={(e) =>
                onChange(replaceAt(effects, index, { ...effect, antePenalty: e.target.value }))
              }
            />
            <button
              type="button"
              className="btn btn-secondary btn-small"
              aria-label={`Remove environment effect ${index + 1}`}
              onClick={() => onChange(effects.filter((_, i) => i !== index))}
            >
              Remove
            </button>
          </fieldset>
        ))}
      </div>
      <button type="button" className="btn btn-secondary" onClick={onAdd}>
        Add Environment Effect
      </button>
    </div>
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
