import { lazy, Suspense, useState, type FormEvent } from 'react';
import { can, type PointFormula, type Ruleset } from '@muster/shared-kernel/core';
import { notify, useSession } from '@muster/shared-kernel/client';
import {
  EditorActions,
  LoadError,
  Loading,
  SelectField,
  Tabs,
  TextAreaField,
  useGoBack,
} from '@muster/shared-kernel/ui';
import { useRulesetEditorData } from '../api/get-ruleset-editor-data';
import { saveRulesetAndActiveFormula } from '../api/save-ruleset';
import './ruleset-editor.css';

const MarkdownPreview = lazy(() => import('./markdown-preview'));

/** Shown to a moderator who is not the administrator (the server refuses them too). */
export const ADMINISTRATOR_ONLY_TEXT = 'Only the administrator can edit the rules.';

/** The ruleset editor (`/editrules`, administrator only). */
export function RulesetEditorPage() {
  const session = useSession();
  const administrator = can(session, 'ruleset:edit');
  const data = useRulesetEditorData(administrator);

  if (!administrator) return <LoadError title={ADMINISTRATOR_ONLY_TEXT} />;
  if (data.status === 'loading') {
    return (
      <section>
        <h1>Edit Rules</h1>
        <Loading />
      </section>
    );
  }
  if (data.status === 'failed') {
    return (
      <LoadError title="Edit Rules">
        <p>The ruleset could not be loaded.</p>
      </LoadError>
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
  const [tab, setTab] = useState(0);
  const [saving, setSaving] = useState(false);

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
      <div className="ruleset-editor-formula">
        <SelectField
          label="Point formula"
          value={active}
          hint="Every unit cost on the site uses this formula (unless a visitor demos another)."
          onChange={(event) => setActive(event.target.value)}
        >
          <option value="">Default formula (none chosen)</option>
          {formulas.map((formula) => (
            <option key={formula._id} value={formula._id}>
              {formula.name}
            </option>
          ))}
        </SelectField>
      </div>
      <Tabs
        label="Rules"
        selected={tab}
        onSelect={setTab}
        items={[
          {
            label: 'Write',
            content: (
              <TextAreaField
                label="Rules (markdown)"
                rows={24}
                value={markdown}
                onChange={(event) => setMarkdown(event.target.value)}
              />
            ),
          },
          {
            label: 'Preview',
            content: (
              <div className="card ruleset-editor-preview">
                <Suspense fallback={<Loading />}>
                  <MarkdownPreview markdown={markdown} />
                </Suspense>
              </div>
            ),
          },
        ]}
      />
      <EditorActions saving={saving} onCancel={goBack} />
    </form>
  );
}
