import type { AbilityValue } from '../model/entities.js';

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
