import {
  evaluateExpression,
  fillAbilityText,
  snapCeil,
  type AbilityValue,
} from '@muster/shared-kernel/core';

/** The unit an ability template is priced on in its example (and in the list's Points). */
export interface ExampleUnit {
  health: number;
  movement: number;
  size: number;
}

/** SPEC §3's defaults: Health 1, Movement 6, Size 1. */
export const BASIC_UNIT: ExampleUnit = { health: 1, movement: 6, size: 1 };

/**
 * What a template's formula sees on an example unit without weapons or protection, trained so
 * that no modifier applies (every training modifier 1).
 */
function unitVariables(unit: ExampleUnit): Record<string, number> {
  return {
    unitHP: Math.max(1, unit.health),
    unitProtValue: 0,
    unitProtTypeCount: 0,
    unitDPR: 0,
    unitAPR: 0,
    unitMove: Math.max(0, unit.movement),
    unitSize: Math.min(5, Math.max(1, unit.size)),
    moveTrainingMod: 1,
    hpTrainingMod: 1,
    defTrainingMod: 1,
    weaponTrainingMod: 1,
  };
}

/** A template's example: its name and description filled in, and its cost or the error. */
export interface AbilityExample {
  name: string;
  description: string;
  /** Whole points, rounded up as the points engine rounds an ability; or 'Error: ...'. */
  cost: number | string;
}

/**
 * Fills a template's placeholders with its values and prices its formula on `unit`. As in the
 * points engine, a value key named like a unit variable does not override the unit's value.
 */
export function abilityExample(
  template: { name: string; description: string; formula: string; defaultValues: AbilityValue[] },
  unit: ExampleUnit = BASIC_UNIT,
): AbilityExample {
  const values: Record<string, number> = {};
  for (const { key, value } of template.defaultValues) values[key] = value;
  const result = template.formula.trim()
    ? evaluateExpression(template.formula, { ...values, ...unitVariables(unit) })
    : 'Error: the formula is empty';
  return {
    name: fillAbilityText(template.name, template.defaultValues),
    description: fillAbilityText(template.description, template.defaultValues),
    cost: typeof result === 'string' ? result : snapCeil(result),
  };
}
