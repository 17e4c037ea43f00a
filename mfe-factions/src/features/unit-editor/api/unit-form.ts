import {
  type AbilityTemplate,
  type Faction,
  type ProtectionType,
  type TrainingType,
  type Unit,
  type UnitPayload,
  type Weapon,
} from '@muster/shared-kernel/core';
import {
  orNull,
  getFaction,
  getUnit,
  listAbilityTemplates,
  weaponsOfFaction,
} from '@muster/shared-kernel/client';
import { checkWhole } from '../../../lib/check-whole';

export interface EquipmentRow {
  weaponID: string;
  knack: string;
}
export interface AbilityRow {
  name: string;
  description: string;
  pointCost: string;
}
export interface StructuredRow {
  templateID: string;
  customName: string;
  /** Override text by value key; an empty text keeps the template's default. */
  overrides: Record<string, string>;
}

/** The Unit Editor's form (numbers kept as text while typing). */
export interface UnitForm {
  unitName: string;
  description: string;
  trainingType: string;
  health: string;
  protectionTypes: ProtectionType[];
  protectionValue: string;
  movement: string;
  size: string;
  equippedWeapons: EquipmentRow[];
  abilities: AbilityRow[];
  structuredAbilities: StructuredRow[];
}

/** Field errors; list errors are keyed `equipment.0`, `ability.1`, `structured.2`. */
export type UnitFormErrors = Record<string, string>;

/** SPEC §5: a new equipment entry's knack. */
export const DEFAULT_KNACK = '2';

/** A unit's form, or a new one's with SPEC §3's defaults. */
export function toUnitForm(unit?: Unit): UnitForm {
  return {
    unitName: unit?.unitName ?? '',
    description: unit?.description ?? '',
    trainingType: String(unit?.trainingType ?? 1),
    health: String(unit?.health ?? 1),
    protectionTypes: unit?.protectionTypes ?? [],
    protectionValue: String(unit?.protectionValue ?? 0),
    movement: String(unit?.movement ?? 6),
    size: String(unit?.size ?? 1),
    equippedWeapons: (unit?.equippedWeapons ?? []).map((e) => ({
      weaponID: e.weaponID,
      knack: String(e.knack),
    })),
    abilities: (unit?.abilities ?? []).map((a) => ({ ...a, pointCost: String(a.pointCost) })),
    structuredAbilities: (unit?.structuredAbilities ?? []).map((s) => ({
      templateID: s.templateID,
      customName: s.customName,
      overrides: Object.fromEntries(s.overrides.map((o) => [o.key, String(o.value)])),
    })),
  };
}

const numberOr = (text: string, fallback: number) =>
  text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : fallback;

/** The unit as the engine and the save see it; unreadable numbers take SPEC §3's defaults. */
export function toUnit(form: UnitForm, faction: string): UnitPayload {
  return {
    faction,
    unitName: form.unitName.trim(),
    description: form.description,
    trainingType: numberOr(form.trainingType, 1) as TrainingType,
    health: numberOr(form.health, 1),
    protectionTypes: form.protectionTypes,
    protectionValue: numberOr(form.protectionValue, 0),
    movement: numberOr(form.movement, 6),
    size: numberOr(form.size, 1),
    equippedWeapons: form.equippedWeapons.map((e) => ({
      weaponID: e.weaponID,
      knack: numberOr(e.knack, 2),
    })),
    abilities: form.abilities.map((a) => ({
      name: a.name,
      description: a.description,
      pointCost: numberOr(a.pointCost, 0),
    })),
    structuredAbilities: form.structuredAbilities.map((s) => ({
      templateID: s.templateID,
      customName: s.customName,
      overrides: Object.entries(s.overrides)
        .filter(([, value]) => value.trim() !== '' && Number.isFinite(Number(value)))
        .map(([key, value]) => ({ key, value: Number(value) })),
    })),
  };
}

/** SPEC §5: name; health ≥ 1; protection value ≥ 0; movement ≥ 0; size 1–5; knack ≥ 2. */
export function validateUnit(form: UnitForm): UnitFormErrors {
  const errors: UnitFormErrors = {};
  const put = (key: string, error: string | undefined) => {
    if (error) errors[key] = error;
  };
  put('unitName', form.unitName.trim() ? undefined : 'Name is required');
  put('health', checkWhole(form.health, { min: 1, max: 1000 }));
  put('protectionValue', checkWhole(form.protectionValue, { min: 0, max: 100 }));
  put('movement', checkWhole(form.movement, { min: 0, max: 100 }));
  put('size', checkWhole(form.size, { min: 1, max: 5 }));
  form.equippedWeapons.forEach((entry, i) => {
    put(
      `equipment.${i}`,
      entry.weaponID ? checkWhole(entry.knack, { min: 2, max: 20 }) : 'Choose a weapon',
    );
  });
  form.abilities.forEach((ability, i) => {
    const cost = Number(ability.pointCost);
    put(
      `ability.${i}`,
      !ability.name.trim()
        ? 'Name is required'
        : ability.pointCost.trim() === '' || !Number.isFinite(cost)
          ? 'Point cost must be a number'
          : undefined,
    );
  });
  form.structuredAbilities.forEach((ability, i) => {
    const bad = Object.values(ability.overrides).some(
      (value) => value.trim() !== '' && !Number.isFinite(Number(value)),
    );
    put(
      `structured.${i}`,
      !ability.templateID ? 'Choose a template' : bad ? 'Values must be numbers' : undefined,
    );
  });
  return errors;
}

/** What the Unit Editor needs besides the unit: the faction's weapons and the templates. */
export interface UnitEditorData {
  factionId: string;
  /** The unit's faction, for the permission check; null when it could not be read. */
  faction: Faction | null;
  unit?: Unit;
  weapons: Weapon[];
  templates: AbilityTemplate[];
}

/** Loads a unit (when editing) and its faction's weapons and the ability templates. */
export async function loadUnitEditor(
  target: { unitId: string } | { factionId: string },
): Promise<UnitEditorData | null> {
  let unit: Unit | undefined;
  let factionId: string;
  if ('unitId' in target) {
    const found = await orNull(getUnit(target.unitId));
    if (!found) return null;
    unit = found;
    factionId = found.faction;
  } else {
    factionId = target.factionId;
  }
  const [faction, weapons, templates] = await Promise.all([
    orNull(getFaction(factionId)),
    orNull(weaponsOfFaction(factionId)),
    orNull(listAbilityTemplates()),
  ]);
  return { factionId, faction, unit, weapons: weapons ?? [], templates: templates ?? [] };
}
