import { useMemo, useState, type FormEvent } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import {
  PROTECTION_TYPES,
  TRAINING_TYPES,
  can,
  explainUnitCost,
  fillAbilityText,
  isSignedIn,
  type AbilityTemplate,
  type UnitPayload,
  type Weapon,
} from '@muster/shared-kernel/core';
import { orNull, saveUnit, useFormulaInForce, useSession } from '@muster/shared-kernel/client';
import {
  CheckboxGroup,
  CostTerms,
  EditorActions,
  LoadError,
  Loading,
  SelectField,
  STATE_TEXTS,
  TextAreaField,
  TextField,
  useGoBack,
} from '@muster/shared-kernel/ui';
import { toggleChoice } from '../../../lib/toggle-choice';
import { useLoad } from '../../../lib/use-load';
import {
  DEFAULT_KNACK,
  loadUnitEditor,
  toUnit,
  toUnitForm,
  validateUnit,
  type UnitEditorData,
  type UnitForm,
  type UnitFormErrors,
} from '../api/unit-form';
import '../../../components/factions.css';

/** /newunit/{factionId}: a new unit of that faction. */
export function NewUnitPage() {
  const factionId = useParams().factionId ?? '';
  return <UnitEditorLoader loadKey={`new:${factionId}`} target={{ factionId }} />;
}

/** /editunit/{id}: the unit's editor. */
export function EditUnitPage() {
  const unitId = useParams().id ?? '';
  return <UnitEditorLoader loadKey={`edit:${unitId}`} target={{ unitId }} />;
}

function UnitEditorLoader({
  loadKey,
  target,
}: {
  loadKey: string;
  target: { unitId: string } | { factionId: string };
}) {
  const session = useSession();
  const [load] = useLoad(loadKey, () => loadUnitEditor(target));
  if (!isSignedIn(session)) return <Navigate to="/login" replace />;
  if (load.state === 'loading') return <Loading />;
  if (load.state === 'failed') return <LoadError title={STATE_TEXTS.nothingToShow} />;
  const { faction } = load.value;
  if (faction && !can(session, 'faction:arm', faction.acl))
    return (
      <section className="fx-page">
        <h1>Unit Editor</h1>
        <p>
          Only the author, the listed editors and moderators can edit the units of {faction.title}.
        </p>
      </section>
    );
  return <UnitEditor data={load.value} />;
}

const TRAINING = Object.values(TRAINING_TYPES);

/** The Unit Editor (SPEC §2): every unit field, the live total cost, Save and Cancel. */
function UnitEditor({ data }: { data: UnitEditorData }) {
  const { weapons, templates, unit, factionId } = data;
  const goBack = useGoBack(unit ? `/units/${unit._id}` : `/factions/${factionId}`);
  const [form, setForm] = useState<UnitForm>(() => toUnitForm(unit));
  const [errors, setErrors] = useState<UnitFormErrors>({});
  const [saving, setSaving] = useState(false);
  const change = (patch: Partial<UnitForm>) => setForm((current) => ({ ...current, ...patch }));
  const draft = toUnit(form, factionId);

  async function save(event: FormEvent) {
    event.preventDefault();
    const found = validateUnit(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const saved = await orNull(saveUnit(draft, unit?._id));
    setSaving(false);
    if (saved) goBack();
  }

  return (
    <form className="fx-page" onSubmit={(e) => void save(e)} noValidate>
      <h1>Unit Editor</h1>
      {Object.keys(errors).length > 0 && (
        <p className="error-text" role="alert">
          Please fix the marked fields.
        </p>
      )}
      <div className="fx-editor-layout">
        <div className="fx-page">
          <section className="card" aria-label="Profile">
            <TextField
              label="Name"
              required
              maxLength={120}
              value={form.unitName}
              error={errors.unitName}
              onChange={(e) => change({ unitName: e.target.value })}
            />
            <TextAreaField
              label="Description"
              rows={3}
              value={form.description}
              onChange={(e) => change({ description: e.target.value })}
            />
            <SelectField
              label="Training Type"
              value={form.trainingType}
              hint={TRAINING_TYPES[Number(form.trainingType) as 1]?.effect}
              onChange={(e) => change({ trainingType: e.target.value })}
            >
              {TRAINING.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </SelectField>
            <div className="fx-form-grid">
              <TextField
                label="Health"
                type="number"
                min={1}
                required
                value={form.health}
                error={errors.health}
                onChange={(e) => change({ health: e.target.value })}
              />
              <TextField
                label="Protection Value"
                type="number"
                min={0}
                required
                value={form.protectionValue}
                error={errors.protectionValue}
                onChange={(e) => change({ protectionValue: e.target.value })}
              />
              <TextField
                label="Movement"
                type="number"
                min={0}
                required
                value={form.movement}
                error={errors.movement}
                onChange={(e) => change({ movement: e.target.value })}
              />
              <TextField
                label="Size"
                type="number"
                min={1}
                max={5}
                required
                value={form.size}
                error={errors.size}
                onChange={(e) => change({ size: e.target.value })}
              />
            </div>
            <CheckboxGroup
              legend="Protection Types"
              options={PROTECTION_TYPES}
              chosen={form.protectionTypes}
              onToggle={(id) =>
                change({
                  protectionTypes: toggleChoice(
                    PROTECTION_TYPES.map((p) => p.id),
                    form.protectionTypes,
                    id,
                  ),
                })
              }
            />
          </section>
          <EquipmentSection form={form} errors={errors} weapons={weapons} onChange={change} />
          <AbilitiesSection form={form} errors={errors} onChange={change} />
          <StructuredSection form={form} errors={errors} templates={templates} onChange={change} />
        </div>
        <LiveCost unit={draft} weapons={weapons} templates={templates} />
      </div>
      <EditorActions saving={saving} onCancel={goBack} />
    </form>
  );
}

type SectionProps = {
  form: UnitForm;
  errors: UnitFormErrors;
  onChange: (patch: Partial<UnitForm>) => void;
};

const replaceAt = <T,>(list: readonly T[], index: number, item: T) =>
  list.map((current, i) => (i === index ? item : current));

function EquipmentSection({
  form,
  errors,
  weapons,
  onChange,
}: SectionProps & { weapons: Weapon[] }) {
  const rows = form.equippedWeapons;
  return (
    <section className="card" aria-labelledby="fx-equipment">
      <h2 id="fx-equipment">Equipped Weapons</h2>
      {weapons.length === 0 && (
        <p className="muted">This faction has no weapons yet: add weapons to the faction first.</p>
      )}
      <div className="fx-rows">
        {rows.map((row, index) => (
          <fieldset key={index} className="fx-row fx-row-weapon" aria-label={`Weapon ${index + 1}`}>
            <SelectField
              label="Weapon"
              value={row.weaponID}
              error={errors[`equipment.${index}`]}
              onChange={(e) =>
                onChange({
                  equippedWeapons: replaceAt(rows, index, { ...row, weaponID: e.target.value }),
                })
              }
            >
              {!weapons.some((w) => w._id === row.weaponID) && (
                <option value={row.weaponID}>
                  {row.weaponID ? 'Weapon Undefined' : 'Choose...'}
                </option>
              )}
              {weapons.map((weapon) => (
                <option key={weapon._id} value={weapon._id}>
                  {weapon.name}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Knack"
              type="number"
              min={2}
              value={row.knack}
              onChange={(e) =>
                onChange({
                  equippedWeapons: replaceAt(rows, index, { ...row, knack: e.target.value }),
                })
              }
            />
            <button
              type="button"
              className="btn btn-secondary btn-small"
              aria-label={`Remove weapon ${index + 1}`}
              onClick={() => onChange({ equippedWeapons: rows.filter((_, i) => i !== index) })}
            >
              Remove
            </button>
          </fieldset>
        ))}
      </div>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={weapons.length === 0}
        onClick={() =>
          onChange({
            equippedWeapons: [...rows, { weaponID: weapons[0]?._id ?? '', knack: DEFAULT_KNACK }],
          })
        }
      >
        Equip Weapon
      </button>
    </section>
  );
}

function AbilitiesSection({ form, errors, onChange }: SectionProps) {
  const rows = form.abilities;
  return (
    <section className="card" aria-labelledby="fx-abilities">
      <h2 id="fx-abilities">Custom Abilities</h2>
      <div className="fx-rows">
        {rows.map((row, index) => (
          <fieldset
            key={index}
            className="fx-row fx-row-ability"
            aria-label={`Ability ${index + 1}`}
          >
            <TextField
              label="Ability Name"
              value={row.name}
              error={errors[`ability.${index}`]}
              onChange={(e) =>
                onChange({ abilities: replaceAt(rows, index, { ...row, name: e.target.value }) })
              }
            />
            <TextField
              label="Ability Description"
              value={row.description}
              onChange={(e) =>
                onChange({
                  abilities: replaceAt(rows, index, { ...row, description: e.target.value }),
                })
              }
            />
            <TextField
              label="Point Cost"
              type="number"
              value={row.pointCost}
              onChange={(e) =>
                onChange({
                  abilities: replaceAt(rows, index, { ...row, pointCost: e.target.value }),
                })
              }
            />
            <button
              type="button"
              className="btn btn-secondary btn-small"
              aria-label={`Remove ability ${index + 1}`}
              onClick={() => onChange({ abilities: rows.filter((_, i) => i !== index) })}
            >
              Remove
            </button>
          </fieldset>
        ))}
      </div>
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() =>
          onChange({ abilities: [...rows, { name: '', description: '', pointCost: '0' }] })
        }
      >
        Add Ability
      </button>
    </section>
  );
}

function StructuredSection({
  form,
  errors,
  templates,
  onChange,
}: SectionProps & { templates: AbilityTemplate[] }) {
  const rows = form.structuredAbilities;
  return (
    <section className="card" aria-labelledby="fx-structured">
      <h2 id="fx-structured">Structured Abilities</h2>
      <div className="fx-rows">
        {rows.map((row, index) => {
          const template = templates.find((t) => t._id === row.templateID);
          const overrides = Object.entries(row.overrides)
            .filter(([, v]) => v.trim() !== '' && Number.isFinite(Number(v)))
            .map(([key, value]) => ({ key, value: Number(value) }));
          const update = (patch: Partial<typeof row>) =>
            onChange({ structuredAbilities: replaceAt(rows, index, { ...row, ...patch }) });
          return (
            <fieldset
              key={index}
              className="fx-row fx-row-structured"
              aria-label={`Structured ability ${index + 1}`}
            >
              <SelectField
                label="Template"
                value={row.templateID}
                error={errors[`structured.${index}`]}
                onChange={(e) => update({ templateID: e.target.value, overrides: {} })}
              >
                {!template && <option value={row.templateID}>Choose...</option>}
                {templates.map((t) => (
                  <option key={t._id} value={t._id}>
                    {fillAbilityText(t.name, t.defaultValues)}
                  </option>
                ))}
              </SelectField>
              <TextField
                label="Custom Name"
                value={row.customName}
                placeholder={
                  template ? fillAbilityText(template.name, template.defaultValues, overrides) : ''
                }
                onChange={(e) => update({ customName: e.target.value })}
              />
              <button
                type="button"
                className="btn btn-secondary btn-small"
                aria-label={`Remove structured ability ${index + 1}`}
                onClick={() =>
                  onChange({ structuredAbilities: rows.filter((_, i) => i !== index) })
                }
              >
                Remove
              </button>
              {template && template.defaultValues.length > 0 && (
                <div className="fx-row-wide fx-form-grid">
                  {template.defaultValues.map((value) => (
                    <TextField
                      key={value.key}
                      label={`${value.key} (default ${value.value})`}
                      type="number"
                      value={row.overrides[value.key] ?? ''}
                      placeholder={String(value.value)}
                      onChange={(e) =>
                        update({ overrides: { ...row.overrides, [value.key]: e.target.value } })
                      }
                    />
                  ))}
                </div>
              )}
              {template && (
                <p className="fx-row-wide muted">
                  {fillAbilityText(template.description, template.defaultValues, overrides)}
                </p>
              )}
            </fieldset>
          );
        })}
      </div>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={templates.length === 0}
        onClick={() =>
          onChange({
            structuredAbilities: [
              ...rows,
              { templateID: templates[0]?._id ?? '', customName: '', overrides: {} },
            ],
          })
        }
      >
        Add Structured Ability
      </button>
    </section>
  );
}

/** The live total cost under the formula in force, with its terms. */
function LiveCost({
  unit,
  weapons,
  templates,
}: {
  unit: UnitPayload;
  weapons: Weapon[];
  templates: AbilityTemplate[];
}) {
  const { formula, name } = useFormulaInForce();
  const key = JSON.stringify(unit);
  const explained = useMemo(
    () => explainUnitCost({ unit, weapons, abilityTemplates: templates, formula }),
    // The unit is a fresh object each render; its JSON says whether it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, weapons, templates, formula],
  );
  return (
    <aside className="card fx-cost-panel" aria-labelledby="fx-live-cost">
      <h2 id="fx-live-cost">Total Cost</h2>
      <p
        className={explained.error ? 'fx-cost-total error-text' : 'fx-cost-total'}
        aria-live="polite"
      >
        {explained.error ?? `${explained.total} pts`}
      </p>
      <p className="muted field-hint">Point formula: {name}</p>
      <CostTerms explanation={explained} />
    </aside>
  );
}
