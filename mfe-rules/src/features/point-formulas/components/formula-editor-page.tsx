import { useDeferredValue, useId, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  DEFAULT_POINT_FORMULA,
  can,
  parsePointFormula,
  type PointFormula,
} from '@muster/shared-kernel/core';
import { formulaStore, notify, useFormulaInForce, useSession } from '@muster/shared-kernel/client';
import {
  EditorActions,
  LoadError,
  Loading,
  STATE_TEXTS,
  useGoBack,
} from '@muster/shared-kernel/ui';
import { usePointFormula } from '../api/get-point-formula';
import { useSampleUnits } from '../api/get-sample-units';
import { saveOfficialFormula } from '../api/save-point-formula';
import { FormulaParts } from './formula-parts';
import { FormulaPreview } from './formula-preview';
import './point-formulas.css';

/** The formula editor (`/newformula`, `/editformula/:id`): loads the formula, then edits it. */
export function FormulaEditorPage() {
  const { id } = useParams();
  const loaded = usePointFormula(id);
  if (loaded === null) return <FormulaEditor key="new" />;
  if (loaded.status === 'loading') return <Loading />;
  if (loaded.status === 'failed') return <LoadError title={STATE_TEXTS.formulaError} />;
  return <FormulaEditor key={loaded.formula._id} formula={loaded.formula} />;
}

/**
 * Name and Formula (JSON text), the movement, defense and weapon formulas set for reading, the
 * parser's error, and a preview of sample unit costs. Save is for moderators; anyone can Demo the
 * formula in their own browser.
 */
function FormulaEditor({ formula }: { formula?: PointFormula }) {
  const session = useSession();
  const navigate = useNavigate();
  const goBack = useGoBack('/pointformulas');
  const inForce = useFormulaInForce();
  const sample = useSampleUnits();
  const [name, setName] = useState(formula?.name ?? '');
  const [text, setText] = useState(formula?.formula ?? DEFAULT_POINT_FORMULA);
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);
  const nameId = useId();
  const textId = useId();

  const parsed = parsePointFormula(text);
  const error = typeof parsed === 'string' ? parsed : null;
  // The preview prices every sample unit; let typing stay ahead of it.
  const previewText = useDeferredValue(error === null ? text : null);
  const nameMissing = name.trim() === '';

  async function save(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (error !== null || nameMissing) return;
    setSaving(true);
    const saved = await saveOfficialFormula({ name: name.trim(), formula: text }, formula?._id);
    setSaving(false);
    if (saved) {
      notify.success(`Saved ${saved.name}`);
      void navigate('/pointformulas');
    }
  }

  function demo() {
    if (error !== null) return;
    const demoName = name.trim() || 'Untitled formula';
    formulaStore.setDemo({ name: demoName, formula: text });
    notify.success(`Demo formula on: unit costs in this browser now use ${demoName}`);
  }

  return (
    <div className="formula-editor">
      <form className="formula-form card" onSubmit={(event) => void save(event)} noValidate>
        <h1>Point Formula</h1>
        <div className="field">
          <label htmlFor={nameId}>Name</label>
          <input
            id={nameId}
            value={name}
            required
            maxLength={200}
            aria-invalid={tried && nameMissing ? true : undefined}
            aria-describedby={tried && nameMissing ? `${nameId}-error` : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          {tried && nameMissing && (
            <span className="field-error" id={`${nameId}-error`}>
              Name the formula
            </span>
          )}
        </div>
        <div className="field">
          <label htmlFor={textId}>Formula</label>
          <textarea
            id={textId}
            className="formula-text"
            rows={12}
            spellCheck={false}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${textId}-error` : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          {error && (
            <span className="field-error" id={`${textId}-error`} role="alert">
              {error}
            </span>
          )}
        </div>
        {typeof parsed !== 'string' && <FormulaParts parsed={parsed} />}
        <EditorActions
          saving={saving}
          canSave={can(session, 'formula:write')}
          saveDisabled={error !== null || (tried && nameMissing)}
          onCancel={goBack}
        >
          <button
            type="button"
            className="btn btn-secondary"
            disabled={error !== null}
            onClick={demo}
          >
            Demo
          </button>
        </EditorActions>
        <p className="muted formula-help">
          Demo tries this formula in your browser only: every unit cost on the site follows it until
          you turn it off in the bar.
          {!can(session, 'formula:write') && ' Only moderators can save official formulas.'}
        </p>
      </form>
      <FormulaPreview
        sample={sample}
        activeName={inForce.official?.name ?? 'Default'}
        activeFormula={inForce.official?.formula}
        editedFormula={previewText}
      />
    </div>
  );
}
