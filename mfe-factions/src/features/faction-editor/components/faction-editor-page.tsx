import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { can, isSignedIn, type Faction } from '@muster/shared-kernel/core';
import { orNull, getFaction, saveFaction, useSession } from '@muster/shared-kernel/client';
import {
  DEFAULT_IMAGE_MAX_BYTES,
  EditorActions,
  LoadError,
  Loading,
  STATE_TEXTS,
  Tabs,
  TextAreaField,
  TextField,
  ThumbnailDrop,
  useGoBack,
} from '@muster/shared-kernel/ui';
import { useLoad } from '../../../lib/use-load';
import {
  NEW_EFFECT,
  NEW_TACTIC,
  toForm,
  toPayload,
  validate,
  type FactionForm,
  type FactionFormErrors,
} from '../api/faction-form';
import { EditorsField, EffectsEditor, TacticsEditor } from './list-editors';
import '../../../components/factions.css';

/** /newfaction: a new faction (publishers; new factions are drafts). */
export function NewFactionPage() {
  const session = useSession();
  if (!isSignedIn(session)) return <Navigate to="/login" replace />;
  if (!can(session, 'faction:create'))
    return (
      <section className="fx-page">
        <h1>Faction Editor</h1>
        <p>
          Only publishers create factions. Muster is in open beta: sign up as a publisher from{' '}
          <Link to="/profile">your profile</Link>.
        </p>
      </section>
    );
  return <FactionEditor />;
}

/** /editfaction/{slug}: 'Loading...', 'Error loading faction...', or the editor. */
export function EditFactionPage() {
  const slug = useParams().slug ?? '';
  const session = useSession();
  const [load] = useLoad(slug, () => orNull(getFaction(slug)));
  if (!isSignedIn(session)) return <Navigate to="/login" replace />;
  if (load.state === 'loading') return <Loading />;
  if (load.state === 'failed') return <LoadError title={STATE_TEXTS.factionError} />;
  if (!can(session, 'faction:edit', load.value.acl))
    return (
      <section className="fx-page">
        <h1>Faction Editor</h1>
        <p>Only the author, the listed editors and moderators can edit {load.value.title}.</p>
      </section>
    );
  return <FactionEditor faction={load.value} />;
}

const TABS = ['General Information', 'Tactics', 'Environment Effects', 'Lore'] as const;

/** The Faction Editor (SPEC §2): four tabs, Public, Save and Cancel. */
function FactionEditor({ faction }: { faction?: Faction }) {
  const navigate = useNavigate();
  const goBack = useGoBack(
    faction ? `/factions/${encodeURIComponent(faction.slug)}` : '/myfactions/1',
  );
  const [form, setForm] = useState<FactionForm>(() => toForm(faction));
  const [errors, setErrors] = useState<FactionFormErrors>({});
  const [tab, setTab] = useState(0);
  const [saving, setSaving] = useState(false);
  const change = (patch: Partial<FactionForm>) => setForm((current) => ({ ...current, ...patch }));

  async function save(event?: FormEvent) {
    event?.preventDefault();
    const found = validate(form);
    setErrors(found);
    if (found.title) return setTab(0);
    if (found.tactics) return setTab(1);
    if (found.effects) return setTab(2);
    setSaving(true);
    const saved = await orNull(saveFaction(toPayload(form), faction?._id));
    setSaving(false);
    if (saved) void navigate(`/factions/${encodeURIComponent(saved.slug)}`);
  }

  const general = (
    <div>
      <TextField
        label="Title"
        required
        value={form.title}
        error={errors.title}
        maxLength={120}
        onChange={(e) => change({ title: e.target.value })}
      />
      <TextAreaField
        label="Description"
        rows={4}
        value={form.description}
        onChange={(e) => change({ description: e.target.value })}
      />
      <ThumbnailDrop
        url={form.thumbnailURL}
        maxBytes={DEFAULT_IMAGE_MAX_BYTES}
        onChange={(thumbnailURL) => change({ thumbnailURL })}
      />
      <EditorsField editors={form.editors} onChange={(editors) => change({ editors })} />
    </div>
  );

  return (
    <form className="fx-page fx-editor" onSubmit={(e) => void save(e)} noValidate>
      <h1>Faction Editor</h1>
      <Tabs
        label="Faction Editor"
        selected={tab}
        onSelect={setTab}
        items={[
          { label: TABS[0], content: general },
          {
            label: TABS[1],
            content: (
              <TacticsEditor
                tactics={form.tactics}
                errors={errors.tactics}
                onChange={(tactics) => change({ tactics })}
                onAdd={() => change({ tactics: [...form.tactics, { ...NEW_TACTIC }] })}
              />
            ),
          },
          {
            label: TABS[2],
            content: (
              <EffectsEditor
                effects={form.effects}
                errors={errors.effects}
                onChange={(effects) => change({ effects })}
                onAdd={() => change({ effects: [...form.effects, { ...NEW_EFFECT }] })}
              />
            ),
          },
          {
            label: TABS[3],
            content: (
              <TextAreaField
                label="Lore"
                rows={18}
                value={form.lore}
                hint="Markdown: # headings, **bold**, *italic*, [links](https://example.org), lists."
                onChange={(e) => change({ lore: e.target.value })}
              />
            ),
          },
        ]}
      />
      <label className="field-check">
        <input
          type="checkbox"
          checked={form.public}
          onChange={(e) => change({ public: e.target.checked })}
        />
        Public
        <span className="muted field-hint">
          (a public faction is listed once a moderator has reviewed it)
        </span>
      </label>
      <EditorActions saving={saving} onCancel={goBack} />
    </form>
  );
}
