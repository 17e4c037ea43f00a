import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { can, type PointFormula, type Ruleset } from '@muster/shared-kernel/core';
import { notify, useSession } from '@muster/shared-kernel/client';
import { useRulesetEditorData } from '../api/get-ruleset-editor-data';
import { saveRulesetAndActiveFormula } from '../api/save-ruleset';
import { useGoBack } from '../hooks/use-go-back';
import './ruleset-editor.css';

const MarkdownPreview = lazy(() => import('./markdown-preview'));

/** Shown to a moderator who is not the administrator (the server refuses them too). */
export const ADMINISTRATOR_ONLY_TEXT = 'Only the administrator can edit the rules.';

/** The ruleset editor (`/editrules`, administrator only). */
export function RulesetEditorPage() {
  const session = useSession();
  const administrator = can(session, 'ruleset:edit');
  const data = useRulesetEditorData(administrator);

  if (!administrator) {
    return (
      <section className="status" role="alert">
        <h1>{ADMINISTRATOR_ONLY_TEXT}</h1>
      </section>
    );
  }
  if (data.status === 'loading') {
    return (
      <section>
        <h1>Edit Rules</h1>
        <p className="status">Loading...</p>
      </section>
    );
  }
  if (data.status === 'failed') {
    return (
      <section className="status" role="alert">
        <h1>Edit Rules</h1>
        <p>The ruleset could not be loaded.</p>
      </section>
    );
  }
  return <RulesetEditor ruleset={data.ruleset} formulas={data.formulas} />;
}

/**
 * A markdown textarea and the points-formula selector. Saving goes back and changes the formula
 * in force.
 */
function RulesetEditor({ ruleset, formulas }: { ruleset: Ruleset; formulas: PointFormula[] }) {
  const goBack = useGoBack('/ruleset');
  const [markdown, setMarkdown] = useState(ruleset.markdown);
  const [active, setActive] = useState(ruleset.activePointFormula ?? '');
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [saving, setSaving] = useState(false);
  const ids = { markdown: useId(), formula: useId(), panel: useId() };

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    const saved = await saveRulesetAndActiveFormula({
      markdown,
      activePointFormula: active || null,
    });
    setSaving(false);
    if (saved) {
      notify.success('Ruleset saved');
      goBack();
    }
  }

  return (
    <form className="ruleset-editor" onSubmit={(event) => void save(event)}>
      <h1>Edit Rules</h1>
      <div className="field ruleset-editor-formula">
        <label htmlFor={ids.formula}>Point formula</label>
        <select id={ids.formula} value={active} onChange={(event) => setActive(event.target.value)}>
          <option value="">Default formula (none chosen)</option>
          {formulas.map((formula) => (
            <option key={formula._id} value={formula._id}>
              {formula.name}
            </option>
          ))}
        </select>
        <span className="muted ruleset-editor-hint">
          Every unit cost on the site uses this formula (unless a visitor demos another).
        </span>
      </div>
      <div className="tabs" role="tablist" aria-label="Rules">
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'write'}
          aria-controls={ids.panel}
          onClick={() => setTab('write')}
        >
          Write
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'preview'}
          aria-controls={ids.panel}
          onClick={() => setTab('preview')}
        >
          Preview
        </button>
      </div>
      <div id={ids.panel} role="tabpanel">
        {tab === 'write' ? (
          <div className="field">
            <label htmlFor={ids.markdown}>Rules (markdown)</label>
            <textarea
              id={ids.markdown}
              rows={24}
              value={markdown}
              onChange={(event) => setMarkdown(event.target.value)}
            />
          </div>
        ) : (
          <div className="card ruleset-editor-preview">
            <Suspense fallback={<p className="status">Loading...</p>}>
              <MarkdownPreview markdown={markdown} />
            </Suspense>
          </div>
        )}
      </div>
      <div className="btn-row">
        <button type="submit" className="btn" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </button>
        <button type="button" className="btn btn-secondary" onClick={goBack}>
          Cancel
        </button>
      </div>
    </form>
  );
}
