import { useMemo, useState, type FormEvent } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import {
  can,
  PROTECTION_TYPES,
  WEAPON_TYPES,
  isSignedIn,
  knackFactor,
  weaponCost,
  type Faction,
  type Weapon,
  type WeaponPayload,
} from '@muster/shared-kernel/core';
import {
  orNull,
  getFaction,
  getWeapon,
  saveWeapon,
  useFormulaInForce,
  useSession,
} from '@muster/shared-kernel/client';
import {
  CheckboxGroup,
  EditorActions,
  LoadError,
  Loading,
  STATE_TEXTS,
  TextAreaField,
  TextField,
  useGoBack,
} from '@muster/shared-kernel/ui';
import { toggleChoice } from '../../../lib/toggle-choice';
import { useLoad } from '../../../lib/use-load';
import {
  toWeapon,
  toWeaponForm,
  validateWeapon,
  type WeaponForm,
  type WeaponFormErrors,
} from '../api/weapon-form';
import '../../../components/factions.css';

/** The weapon (when editing) and its faction (for the permission check; null if unreadable). */
async function loadWeaponEditor(
  target: { weaponId: string } | { factionId: string },
): Promise<{ weapon?: Weapon; factionId: string; faction: Faction | null } | null> {
  if ('factionId' in target)
    return { factionId: target.factionId, faction: await orNull(getFaction(target.factionId)) };
  const weapon = await orNull(getWeapon(target.weaponId));
  if (!weapon) return null;
  return { weapon, factionId: weapon.faction, faction: await orNull(getFaction(weapon.faction)) };
}

/** /newweapon/{factionId}: a new weapon of that faction. */
export function NewWeaponPage() {
  const factionId = useParams().factionId ?? '';
  return <WeaponEditorLoader loadKey={`new:${factionId}`} target={{ factionId }} />;
}

/** /editweapon/{id}: 'Loading...', then the editor. */
export function EditWeaponPage() {
  const weaponId = useParams().id ?? '';
  return <WeaponEditorLoader loadKey={`edit:${weaponId}`} target={{ weaponId }} />;
}

function WeaponEditorLoader({
  loadKey,
  target,
}: {
  loadKey: string;
  target: { weaponId: string } | { factionId: string };
}) {
  const session = useSession();
  const [load] = useLoad(loadKey, () => loadWeaponEditor(target));
  if (!isSignedIn(session)) return <Navigate to="/login" replace />;
  if (load.state === 'loading') return <Loading />;
  if (load.state === 'failed') return <LoadError title={STATE_TEXTS.nothingToShow} />;
  const { faction, factionId, weapon } = load.value;
  if (faction && !can(session, 'faction:arm', faction.acl))
    return (
      <section className="fx-page">
        <h1>Weapon Editor</h1>
        <p>
          Only the author, the listed editors and moderators can edit the weapons of {faction.title}
          .
        </p>
      </section>
    );
  return <WeaponEditor factionId={factionId} weapon={weapon} />;
}

/** SPEC §9: the cost simulation covers knack 2 to 6. */
const SIMULATED_KNACKS = [2, 3, 4, 5, 6];

/** The Weapon Editor (SPEC §2), with the knack 2–6 cost simulation under the formula in force. */
function WeaponEditor({ factionId, weapon }: { factionId: string; weapon?: Weapon }) {
  const goBack = useGoBack(`/factions/${factionId}`);
  const [form, setForm] = useState<WeaponForm>(() => toWeaponForm(weapon));
  const [errors, setErrors] = useState<WeaponFormErrors>({});
  const [saving, setSaving] = useState(false);
  const change = (patch: Partial<WeaponForm>) => setForm((current) => ({ ...current, ...patch }));
  const draft = toWeapon(form, factionId);

  async function save(event: FormEvent) {
    event.preventDefault();
    const found = validateWeapon(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const saved = await orNull(saveWeapon(draft, weapon?._id));
    setSaving(false);
    if (saved) goBack();
  }

  return (
    <form className="fx-page fx-editor" onSubmit={(e) => void save(e)} noValidate>
      <h1>Weapon Editor</h1>
      <div className="card">
        <TextField
          label="Name"
          required
          maxLength={120}
          value={form.name}
          error={errors.name}
          onChange={(e) => change({ name: e.target.value })}
        />
        <TextAreaField
          label="Description"
          rows={3}
          value={form.description}
          onChange={(e) => change({ description: e.target.value })}
        />
        <CheckboxGroup
          legend="Type"
          options={WEAPON_TYPES}
          chosen={form.type}
          error={errors.type}
          onToggle={(id) =>
            change({
              type: toggleChoice(
                WEAPON_TYPES.map((t) => t.id),
                form.type,
                id,
              ),
            })
          }
        />
        <div className="fx-form-grid">
          <TextField
            label="Attacks"
            type="number"
            min={0}
            required
            value={form.attacks}
            error={errors.attacks}
            onChange={(e) => change({ attacks: e.target.value })}
          />
          <TextField
            label="Damage"
            type="number"
            min={0}
            required
            value={form.damage}
            error={errors.damage}
            onChange={(e) => change({ damage: e.target.value })}
          />
        </div>
        <CheckboxGroup
          legend="Bypass Defense Type"
          options={PROTECTION_TYPES}
          chosen={form.effectiveTypes}
          onToggle={(id) =>
            change({
              effectiveTypes: toggleChoice(
                PROTECTION_TYPES.map((p) => p.id),
                form.effectiveTypes,
                id,
              ),
            })
          }
        />
      </div>
      <CostSimulation weapon={draft} />
      <EditorActions saving={saving} onCancel={goBack} />
    </form>
  );
}

/** What the weapon costs a default unit at knack 2 to 6. */
function CostSimulation({ weapon }: { weapon: WeaponPayload }) {
  const { formula, name } = useFormulaInForce();
  const rows = useMemo(
    () => SIMULATED_KNACKS.map((knack) => ({ knack, ...weaponCost({ weapon, knack, formula }) })),
    // The weapon is a fresh object each render; its fields are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [JSON.stringify(weapon), formula],
  );
  return (
    <section aria-labelledby="fx-simulation">
      <h2 id="fx-simulation">Cost simulation</h2>
      <p className="muted">
        The weapon carried by a default unit, under the point formula in force ({name}).
      </p>
      <div className="table-wrap">
        <table className="table" aria-label="Cost simulation">
          <thead>
            <tr>
              <th scope="col">Knack</th>
              <th scope="col">Hit chance</th>
              <th scope="col">Average damage</th>
              <th scope="col">Cost</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.knack}>
                <th scope="row">{row.knack}</th>
                <td>{Math.round(knackFactor(row.knack) * 100)}%</td>
                <td>{row.dpr.toFixed(2)}</td>
                <td className={row.error ? 'error-text' : 'fx-nowrap'}>
                  {row.error ?? `${row.cost} pts`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
