import type { AbilityTemplate, AbilityValue, Unit } from '../model/entities.js';

/**
 * Replaces each `_key_` placeholder of an ability template's name or description with its value
 * (the template's default, or the unit's override).
 */
export function fillAbilityText(
  text: string,
  defaultValues: readonly AbilityValue[] | undefined,
  overrides?: readonly AbilityValue[],
): string {
  const merged = new Map<string, unknown>();
  for (const { key, value } of defaultValues ?? []) merged.set(key, value);
  for (const { key, value } of overrides ?? []) merged.set(key, value);
  // Longest keys first, so `_range_` never eats part of `_range_max_`.
  const keys = [...merged.keys()].filter((key) => key !== '').sort((a, b) => b.length - a.length);
  let filled = text;
  for (const key of keys) filled = filled.split(`_${key}_`).join(String(merged.get(key)));
  return filled;
}

/** One of a unit's abilities as it reads: its name and text, templates filled in. */
export interface AbilityText {
  /** `a{n}` for the unit's own abilities, `s{n}` for those built from a template. */
  key: string;
  name: string;
  description: string;
  /** Built from a template that is not among those given, with no name of its own. */
  missing: boolean;
}

/** A unit's abilities as they read: its own first, then those built from templates. */
export function abilityTexts(
  unit: Pick<Unit, 'abilities' | 'structuredAbilities'>,
  templates: readonly Pick<AbilityTemplate, '_id' | 'name' | 'description' | 'defaultValues'>[],
): AbilityText[] {
  const plain = unit.abilities.map((ability, index) => ({
    key: `a${index}`,
    name: ability.name,
    description: ability.description,
    missing: false,
  }));
  const structured = unit.structuredAbilities.map((ability, index) => {
    const template = templates.find((t) => t._id === ability.templateID);
    const filled = (text: string) =>
      template ? fillAbilityText(text, template.defaultValues, ability.overrides) : '';
    return {
      key: `s${index}`,
      name: ability.customName || (template ? filled(template.name) : ''),
      description: template ? filled(template.description) : '',
      missing: !template && !ability.customName,
    };
  });
  return [...plain, ...structured];
}
