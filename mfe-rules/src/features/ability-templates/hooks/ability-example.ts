import { fillAbilityText, type AbilityValue } from '@muster/shared-kernel/core';
import { abilityTemplateCost } from '@muster/shared-kernel/core/points';

/** The unit an ability template is priced on in its example (and in the list's Points). */
export interface ExampleUnit {
  health: number;
  movement: number;
  size: number;
}

/** The unit defaults: Health 1, Movement 6, Size 1. */
export const BASIC_UNIT: ExampleUnit = { health: 1, movement: 6, size: 1 };

/** A template's example: its name and description filled in, and its cost or the error. */
export interface AbilityExample {
  name: string;
  description: string;
  /** Whole points, rounded up as the points engine rounds an ability; or 'Error: ...'. */
  cost: number | string;
}

/**
 * Fills a template's placeholders with its values and prices it on `unit` without weapons or
 * protection, before any training type: the points engine's own ability cost.
 */
export function abilityExample(
  template: { name: string; description: string; formula: string; defaultValues: AbilityValue[] },
  unit: ExampleUnit = BASIC_UNIT,
): AbilityExample {
  return {
    name: fillAbilityText(template.name, template.defaultValues),
    description: fillAbilityText(template.description, template.defaultValues),
    cost: template.formula.trim()
      ? abilityTemplateCost(template, unit)
      : 'Error: the formula is empty',
  };
}
