import { lazy, Suspense, useState } from 'react';
import { useController, type UseFormRegisterReturn } from 'react-hook-form';
import {
  LIMITS,
  can,
  type PointFormula,
  type RosterRule,
  type Ruleset,
  paths,
} from '@muster/shared-kernel/core';
import { notify, usePointFormulas, useRuleset, useSession } from '@muster/shared-kernel/client';
import {
  EditorActions,
  LoadError,
  Loading,
  RosterRulesEditor,
  SelectField,
  Tabs,
  TextAreaField,
  rosterRulesProblem,
  textRule,
  useEditorForm,
  useGoBack,
} from '@muster/shared-kernel/ui';
import { useSaveRuleset } from '../api/use-save-ruleset';
import './ruleset-editor.css';

const MarkdownPreview = lazy(() => import('./markdown-preview'));

/** Shown to a moderator who is not the administrator (the server refuses them too). */
export const ADMINISTRATOR_ONLY_TEXT = 'Only the administrator can edit the rules.';

/** The ruleset editor (`/editrules`, administrator only). */
export function RulesetEditorPage() {
  const session = useSession();
  if (!can(session, 'ruleset:edit')) return <LoadError title={ADMINISTRATOR_ONLY_TEXT} />;
  return <RulesetEditorLoader />;
}

/** Loads the ruleset and the official formulas it may make active (failures already toasted). */
function RulesetEditorLoader() {
  const ruleset = useRuleset();
  const formulas = usePointFormulas();
  if (ruleset.data && formulas.data) {
    return <RulesetEditor ruleset={ruleset.data} formulas={formulas.data} />;
  }
  if (ruleset.isPending || formulas.isPending) {
    return (
      <section>
        <h1>Edit Rules</h1>
        <Loading />
      </section>
    );
  }
  return (
    <LoadError title="Edit Rules">
      <p>The ruleset could not be loaded.</p>
    </LoadError>
  );
}

/**
 * What the editor's form holds: the markdown, the active formula's id ('' for none) and the
 * site-wide roster rules as built.
 */
interface RulesetFields {
  markdown: string;
  activePointFormula: string;
  rosterRules: RosterRule[];
}

/** The form of the ruleset. */
const rulesetFields = (ruleset: Ruleset): RulesetFields => ({
  markdown: ruleset.markdown,
  activePointFormula: ruleset.activePointFormula ?? '',
  rosterRules: ruleset.rosterRules ?? [],
});

/**
 * A markdown textarea, the points-formula selector and the site-wide roster rules. Saving goes
 * back and changes the formula in force.
 */
function RulesetEditor({ ruleset, formulas }: { ruleset: Ruleset; formulas: PointFormula[] }) {
  const goBack = useGoBack(paths.ruleset());
  const saveRuleset = useSaveRuleset();
  const [tab, setTab] = useState(0);
  const { form, conflict } = useEditorForm({
    loaded: ruleset,
    toForm: rulesetFields,
    refetch: useRuleset().refetch,
  });
  const {
    register,
    handleSubmit,
    watch,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const rosterRules = useController({
    control,
    name: 'rosterRules',
    rules: { validate: (rules: RosterRule[]) => rosterRulesProblem(rules) ?? true },
  });

  const save = handleSubmit(async ({ markdown, activePointFormula, rosterRules }) => {
    try {
      const saved = await saveRuleset.mutateAsync(
        conflict.versioned({
          markdown,
          activePointFormula: activePointFormula || null,
          rosterRules,
        }),
      );
      conflict.onSaved(saved);
      notify.success('Ruleset saved');
      goBack();
    } catch (error) {
      // The kernel has toasted the failure, or the conflict notice shows; the administrator
      // stays on the editor.
      conflict.onError(error);
    }
  });

  return (
    <form className="ruleset-editor" onSubmit={(event) => void save(event)} noValidate>
      <h1>Edit Rules</h1>
      <FormulaSelect formulas={formulas} {...register('activePointFormula')} />
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
                error={errors.markdown?.message}
                {...register('markdown', textRule(LIMITS.ruleset.markdown, 'Rules'))}
              />
            ),
          },
          {
            label: 'Preview',
            content: (
              <div className="card ruleset-editor-preview">
                <Suspense fallback={<Loading />}>
                  <MarkdownPreview markdown={watch('markdown')} />
                </Suspense>
              </div>
            ),
          },
        ]}
      />
      <section className="ruleset-editor-roster-rules" aria-labelledby="site-roster-rules">
        <h2 id="site-roster-rules">Site-wide Roster Rules</h2>
        <p className="muted">
          Every faction's rosters follow these before the faction's own rules. They name keywords (a
          unit's training type counts as one) or each unit on its own, never one faction's unit.
        </p>
        <RosterRulesEditor
          rules={rosterRules.field.value}
          onChange={rosterRules.field.onChange}
          allowUnits={false}
        />
      </section>
      <EditorActions conflict={conflict} saving={isSubmitting} onCancel={goBack} />
    </form>
  );
}

/** The formula in force: one of the site's formulas, or none for the default one. */
function FormulaSelect({
  formulas,
  ...select
}: { formulas: readonly PointFormula[] } & UseFormRegisterReturn<'activePointFormula'>) {
  return (
    <div className="ruleset-editor-formula">
      <SelectField
        label="Point formula"
        hint="Every unit cost on the site uses this formula (unless a visitor demos another)."
        {...select}
      >
        <option value="">Default formula (none chosen)</option>
        {formulas.map((formula) => (
          <option key={formula._id} value={formula._id}>
            {formula.name}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
