import type { AbilityTemplatePayload, AbilityValue } from '@muster/shared-kernel/core';
import { abilityExample, type AbilityExample, type ExampleUnit } from './ability-example';

/** A default value as it is typed: the value stays text until it is saved. */
export interface ValueDraft {
  key: string;
  value: string;
}

/** What the ability template editor's form holds. */
export interface AbilityTemplateFields {
  name: string;
  description: string;
  formula: string;
  values: ValueDraft[];
}

/** The form's fields for `template` (empty for a new one). */
export function templateFields(template?: {
  name: string;
  description: string;
  formula: string;
  defaultValues: AbilityValue[];
}): AbilityTemplateFields {
  return {
    name: template?.name ?? '',
    description: template?.description ?? '',
    formula: template?.formula ?? '',
    values: (template?.defaultValues ?? []).map(({ key, value }) => ({
      key,
      value: String(value),
    })),
  };
}

/** What is wrong with the value at `index`, if anything. */
export function valueProblem(values: readonly ValueDraft[], index: number): string | null {
  const row = values[index];
  if (!row || row.key.trim() === '') return 'Name the value';
  const key = row.key.trim();
  if (values.some((other, at) => at !== index && other.key.trim() === key))
    return 'This key is used twice';
  if (row.value.trim() === '' || !Number.isFinite(Number(row.value))) return 'Enter a number';
  return null;
}

/** The values that are complete, as the template stores them. */
function completeValues(values: readonly ValueDraft[]): AbilityValue[] {
  return values
    .filter((_, index) => valueProblem(values, index) === null)
    .map((row) => ({ key: row.key.trim(), value: Number(row.value) }));
}

/** The form's example on `unit`: the name and description filled in, and the cost or its error. */
export function fieldsExample(fields: AbilityTemplateFields, unit: ExampleUnit): AbilityExample {
  return abilityExample(
    {
      name: fields.name,
      description: fields.description,
      formula: fields.formula,
      defaultValues: completeValues(fields.values),
    },
    unit,
  );
}

/**
 * The formula's problem on `unit`: 'Write a formula' when there is none, else the engine's
 * 'Error: ...' when it cannot price the template with its complete values.
 */
export function formulaProblem(fields: AbilityTemplateFields, unit: ExampleUnit): string | null {
  if (fields.formula.trim() === '') return 'Write a formula';
  const { cost } = fieldsExample(fields, unit);
  return typeof cost === 'string' ? cost : null;
}

/** What Save sends. */
export function templatePayload(fields: AbilityTemplateFields): AbilityTemplatePayload {
  return {
    name: fields.name.trim(),
    description: fields.description,
    formula: fields.formula.trim(),
    defaultValues: completeValues(fields.values),
  };
}
