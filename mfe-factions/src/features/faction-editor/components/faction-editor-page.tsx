import { Suspense, useState } from 'react';
import { useController, type FieldErrors } from 'react-hook-form';
import { Link, Navigate, useParams } from 'react-router-dom';
import { LIMITS, can, isSignedIn, type Faction, paths } from '@muster/shared-kernel/core';
import { sayIfFactionBackToReview, useFaction, useSession } from '@muster/shared-kernel/client';
import {
  EditorActions,
  EditorsField,
  LoadError,
  Loading,
  STATE_TEXTS,
  Tabs,
  TextAreaField,
  TextField,
  ThumbnailDrop,
  lazyNamed,
  useReviewedEditor,
  type EditorForm,
} from '@muster/shared-kernel/ui';
import { useSaveFaction } from '../api/use-save-faction';
import { FACTION_RULES, toForm, toPayload, type FactionForm } from '../model/faction-form';
import { EffectsEditor, TacticsEditor } from './list-editors';
import '../../../components/factions.css';

// The rule builder and its sample roster are fetched when the Roster Rules tab is first opened,
// keeping the editor's first load inside its budget.
const RosterRulesTab = lazyNamed(() => import('./roster-rules-tab'), 'RosterRulesTab');

/** /newfaction: a new faction (publishers; new factions are drafts). */
export function NewFactionPage() {
  const session = useSession();
  if (!isSignedIn(session)) return <Navigate to={paths.login()} replace />;
  if (!can(session, 'faction:create'))
    return (
      <section className="fx-page">
        <h1>Faction Editor</h1>
        <p>
          Only publishers create factions. Muster is in open beta: sign up as a publisher from{' '}
          <Link to={paths.profile()}>your profile</Link>.
        </p>
      </section>
    );
  return <FactionEditor />;
}

/** /editfaction/{slug}: 'Loading...', 'Error loading faction...', or the editor. */
export function EditFactionPage() {
  const slug = useParams().slug ?? '';
  const session = useSession();
  const faction = useFaction(slug);
  if (!isSignedIn(session)) return <Navigate to={paths.login()} replace />;
  if (!faction.data && faction.isError) return <LoadError title={STATE_TEXTS.factionError} />;
  if (!faction.data) return <Loading />;
  if (!can(session, 'faction:edit', faction.data.acl))
    return (
      <section className="fx-page">
        <h1>Faction Editor</h1>
        <p>Only the author, the listed editors and moderators can edit {faction.data.title}.</p>
      </section>
    );
  return <FactionEditor faction={faction.data} />;
}

/** The faction editor's form and its fields' props. */
type FactionEditorForm = EditorForm<FactionForm>;

const TABS = [
  'General Information',
  'Tactics',
  'Environment Effects',
  'Lore',
  'Roster Rules',
] as const;
const ROSTER_RULES_TAB = TABS.indexOf('Roster Rules');

/** The tab that shows the first error: saving with an error jumps to it. */
function tabOf(errors: FieldErrors<FactionForm>): number | undefined {
  if (errors.title || errors.description) return 0;
  if (errors.tactics) return 1;
  if (errors.effects) return 2;
  if (errors.lore) return 3;
  if (errors.rosterRules) return ROSTER_RULES_TAB;
  return undefined;
}

/** The Faction Editor: five tabs, Public, Save and Cancel. */
function FactionEditor({ faction }: { faction?: Faction }) {
  // A stale save keeps the form as typed; Reload brings the server's faction into it.
  const { form, conflict, field, goBack, afterSave } = useReviewedEditor({
    loaded: faction,
    toForm,
    refetch: useFaction(faction?._id).refetch,
    homeOf: (shown) => (shown ? paths.faction(shown.slug) : paths.myFactions(1)),
    // The public keeps the approved version while the changes wait: the toast names it.
    tell: sayIfFactionBackToReview,
  });
  const { handleSubmit, register } = form;
  const [tab, setTab] = useState(0);
  const save = useSaveFaction();

  const onSave = handleSubmit(
    (values) =>
      save.mutate({ faction: conflict.versioned(toPayload(values)), id: faction?._id }, afterSave),
    (errors) => {
      const first = tabOf(errors);
      if (first !== undefined) setTab(first);
    },
  );

  // Every tab gets the same element, so switching tabs keeps all the panels (and their fields'
  // rules) mounted: react-hook-form validates only mounted fields, and Save must check them all.
  const panels = <EditorPanels form={form} field={field} tab={tab} factionId={faction?._id} />;

  return (
    <form className="fx-page fx-editor" onSubmit={(e) => void onSave(e)} noValidate>
      <h1>Faction Editor</h1>
      <Tabs
        label="Faction Editor"
        selected={tab}
        onSelect={setTab}
        items={TABS.map((label) => ({ label, content: panels }))}
      />
      <label className="field-check">
        <input type="checkbox" {...register('public')} />
        Public
        <span className="muted field-hint">
          (a public faction is listed once a moderator has reviewed it)
        </span>
      </label>
      <EditorActions conflict={conflict} saving={save.isPending} onCancel={goBack} />
    </form>
  );
}

/** The tabs' contents; only the chosen one is shown. */
function EditorPanels({
  form,
  field,
  tab,
  factionId,
}: { tab: number; factionId?: string } & Omit<FactionEditorForm, 'conflict'>) {
  const { control } = form;
  const thumbnail = useController({ control, name: 'thumbnailURL' });
  const editors = useController({ control, name: 'editors' });
  // The rules' check is here, mounted with the form, so Save checks them before their tab opens.
  const rosterRules = useController({
    control,
    name: 'rosterRules',
    rules: FACTION_RULES.rosterRules,
  });
  // Once opened, the tab stays mounted: its sample roster keeps its counts.
  const [rulesOpened, setRulesOpened] = useState(false);
  if (tab === ROSTER_RULES_TAB && !rulesOpened) setRulesOpened(true);
  return (
    <>
      <div hidden={tab !== 0}>
        <TextField
          label="Title"
          limit={LIMITS.faction.title}
          {...field('title', FACTION_RULES.title)}
        />
        <TextAreaField
          label="Description"
          rows={4}
          {...field('description', FACTION_RULES.description)}
        />
        <ThumbnailDrop url={thumbnail.field.value} onChange={thumbnail.field.onChange} />
        <EditorsField
          editors={editors.field.value}
          onChange={editors.field.onChange}
          empty="Only you can edit this faction."
        />
      </div>
      <div hidden={tab !== 1}>
        <TacticsEditor form={form} />
      </div>
      <div hidden={tab !== 2}>
        <EffectsEditor form={form} />
      </div>
      <div hidden={tab !== 3}>
        <TextAreaField
          label="Lore"
          rows={18}
          hint="Markdown: # headings, **bold**, *italic*, [links](https://example.org), lists."
          {...field('lore', FACTION_RULES.lore)}
        />
      </div>
      <div hidden={tab !== ROSTER_RULES_TAB}>
        {rulesOpened && (
          <Suspense fallback={<Loading />}>
            <RosterRulesTab
              factionId={factionId}
              rules={rosterRules.field.value}
              onChange={rosterRules.field.onChange}
            />
          </Suspense>
        )}
      </div>
    </>
  );
}
