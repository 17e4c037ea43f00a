import { fillAbilityText, type AbilityTemplate, type Unit } from '@muster/shared-kernel/core';

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
