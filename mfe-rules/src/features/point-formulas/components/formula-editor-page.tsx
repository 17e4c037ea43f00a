import { useDeferredValue, useId } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  DEFAULT_POINT_FORMULA,
  LIMITS,
  can,
  type PointFormula,
  paths,
} from '@muster/shared-kernel/core';
import { parsePointFormula } from '@muster/shared-kernel/core/points';
import {
  demoFormulaStore,
  notify,
  useFormulaInForce,
  useSession,
} from '@muster/shared-kernel/client';
import {
  EditorActions,
  LoadError,
  Loading,
  STATE_TEXTS,
  textRule,
  useEditorForm,
  useGoBack,
} from '@muster/shared-kernel/ui';
import { usePointFormula } from '../api/use-point-formula';
import { useSavePointFormula } from '../api/use-point-formula-writes';
import { useSampleUnits } from '../hooks/use-sample-units';
import { FormulaParts } from './formula-parts';
import { FormulaPreview } from './formula-preview';
import '../../../components/editor-layout.css';
import './point-formulas.css';

/** The formula editor (`/newformula`, `/editformula/:id`): loads the formula, then edits it. */
export function FormulaEditorPage() {
  const { id } = useParams();
  const loaded = usePointFormula(id);
  if (id === undefined) return <FormulaEditor key="new" />;
  if (loaded.isPending) return <Loading />;
  if (!loaded.data || typeof loaded.data.formula !== 'string') {
    return <LoadError title={STATE_TEXTS.formulaError} />;
  }
  return <FormulaEditor key={loaded.data._id} formula={loaded.data} />;
}

/** What the editor's form holds. */
interface FormulaFields {
  name: string;
  /** The formula's JSON text. */
  formula: string;
}

/** The form of a formula, or of a new one (which starts from the default formula). */
const formulaFields = (formula?: PointFormula): FormulaFields => ({
  name: formula?.name ?? '',
  formula: formula?.formula ?? DEFAULT_POINT_FORMULA,
});

/** The parser's 'Error: ...' for formula text that does not parse, else null. */
function parseError(text: string): string | null {
  const parsed = parsePointFormula(text);
  return typeof parsed === 'string' ? parsed : null;
}

/**
 * Name and Formula (JSON text), the movement, defense and weapon formulas set for reading, the
 * parser's error, and a preview of sample unit costs. Save is for moderators; anyone can Demo the
 * formula in their own browser.
 */
function FormulaEditor({ formula }: { formula?: PointFormula }) {
  const session = useSession();
  const navigate = useNavigate();
  const goBack = useGoBack(paths.pointFormulas());
  const inForce = useFormulaInForce();
  const sample = useSampleUnits();
  const saveFormula = useSavePointFormula();
  const { form, conflict } = useEditorForm({
    loaded: formula,
    toForm: formulaFields,
    refetch: usePointFormula(formula?._id).refetch,
  });
  const {
    register,
    handleSubmit,
    watch,
    getValues,
    formState: { errors, isSubmitting },
  } = form;
  const nameId = useId();
  const textId = useId();

  // The parser's error shows as the author types, not only after a save.
  const text = watch('formula');
  const parsed = parsePointFormula(text);
  const error = typeof parsed === 'string' ? parsed : null;
  // The preview prices every sample unit; let typing stay ahead of it.
  const previewText = useDeferredValue(error === null ? text : null);
  const nameError = errors.name?.message;

  const save = handleSubmit(async (fields) => {
    try {
      const saved = await saveFormula.mutateAsync({
        formula: conflict.versioned({ name: fields.name.trim(), formula: fields.formula }),
        id: formula?._id,
      });
      conflict.onSaved(saved);
      notify.success(`Saved ${saved.name}`);
      void navigate(paths.pointFormulas());
    } catch (error) {
      // The kernel has toasted the failure, or the conflict notice shows; the author stays.
      conflict.onError(error);
    }
  });

  function demo() {
    if (error !== null) return;
    const demoName = getValues('name').trim() || 'Untitled formula';
    demoFormulaStore.setDemo({ name: demoName, formula: text });
    notify.success(`Demo formula on: unit costs in this browser now use ${demoName}`);
  }

  return (
    <div className="editor-with-aside">
      <form className="formula-form card" onSubmit={(event) => void save(event)} noValidate>
        <h1>Point Formula</h1>
        <div className="field">
          <label htmlFor={nameId}>Name</label>
          <input
            id={nameId}
            required
            maxLength={LIMITS.pointFormula.name.maxLength}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${nameId}-error` : undefined}
            {...register('name', textRule(LIMITS.pointFormula.name, 'Name'))}
          />
          {nameError && (
            <span className="field-error" id={`${nameId}-error`}>
              {nameError}
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
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${textId}-error` : undefined}
            {...register('formula', { validate: (value) => parseError(value) ?? true })}
          />
          {error && (
            <span className="field-error" id={`${textId}-error`} role="alert">
              {error}
            </span>
          )}
        </div>
        {typeof parsed !== 'string' && <FormulaParts parsed={parsed} />}
        <EditorActions
          conflict={conflict}
          saving={isSubmitting}
          canSave={can(session, 'formula:write')}
          saveDisabled={error !== null || nameError !== undefined}
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
