import {
  LIMITS,
  type ProtectionType,
  type TrainingType,
  type Unit,
  type UnitPayload,
} from '@muster/shared-kernel/core';
import { numberRule, textRule } from '@muster/shared-kernel/ui';

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
  /** Override text by value key; an empty (or untouched) text keeps the template's default. */
  overrides: Record<string, string | undefined>;
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
  /** Free keywords roster rules may name ('Elite'). */
  keywords: string[];
}

/** A new equipment entry's knack: the lowest a knack may be (LIMITS.unit.knack). */
export const DEFAULT_KNACK = '2';

/** A new custom ability row. */
export const NEW_ABILITY: AbilityRow = { name: '', description: '', pointCost: '0' };

/** A unit's form, or a new one's with the unit schema's defaults. */
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
    keywords: unit?.keywords ?? [],
  };
}

const isNumber = (text: string | undefined): text is string =>
  text !== undefined && text.trim() !== '' && Number.isFinite(Number(text));
const numberOr = (text: string, fallback: number) => (isNumber(text) ? Number(text) : fallback);

/** The values typed over a template's defaults (the others keep the template's default). */
export function typedOverrides(overrides: StructuredRow['overrides']) {
  return Object.entries(overrides)
    .filter((entry): entry is [string, string] => isNumber(entry[1]))
    .map(([key, value]) => ({ key, value: Number(value) }));
}

/** The unit as the engine and the save see it; unreadable numbers take the schema's defaults. */
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
      overrides: typedOverrides(s.overrides),
    })),
    keywords: form.keywords,
  };
}

/** The most keywords a unit holds (the unit schema's). */
export const MAX_KEYWORDS = 20;

/**
 * The form's rules, as react-hook-form field rules from the unit schema's limits: a name; health
 * at least 1; protection value and movement at least 0; size 1–5; each weapon chosen with a
 * knack of at least 2; each custom ability named with a numeric point cost; each structured
 * ability with a template and numeric values (an empty value keeps the template's default); at
 * most 20 keywords.
 */
export const UNIT_RULES = {
  unitName: textRule(LIMITS.unit.unitName, 'Name'),
  description: textRule(LIMITS.unit.description, 'Description'),
  health: numberRule(LIMITS.unit.health, 'Health'),
  protectionValue: numberRule(LIMITS.unit.protectionValue, 'Protection Value'),
  movement: numberRule(LIMITS.unit.movement, 'Movement'),
  size: numberRule(LIMITS.unit.size, 'Size'),
  weaponID: { validate: (id: string) => (id ? true : 'Choose a weapon') },
  knack: numberRule(LIMITS.unit.knack, 'Knack'),
  abilityName: textRule(LIMITS.unitAbility.name, 'Ability Name'),
  abilityDescription: textRule(LIMITS.unitAbility.description, 'Ability Description'),
  pointCost: numberRule(LIMITS.unitAbility.pointCost, 'Point Cost'),
  customName: textRule(LIMITS.structuredAbility.customName, 'Custom Name'),
  templateID: { validate: (id: string) => (id ? true : 'Choose a template') },
  override: {
    validate: (value: string | undefined) =>
      !value || value.trim() === '' || isNumber(value) ? true : 'Values must be numbers',
  },
  keywords: {
    validate: (keywords: readonly string[]) =>
      keywords.length <= MAX_KEYWORDS ? true : `At most ${MAX_KEYWORDS} keywords`,
  },
};
