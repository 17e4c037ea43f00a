import type { PageType, ProtectionType, WeaponType } from '../model/entities.js';
import { TRAINING_TYPES } from '../points/game-constants.js';

/** The protection types, by id, in their canonical order. */
export const PROTECTION_TYPES: ReadonlyArray<{
  readonly id: ProtectionType;
  readonly name: string;
}> = Object.freeze([
  { id: 1, name: 'Physical' },
  { id: 2, name: 'Reactive' },
  { id: 3, name: 'Energy' },
]);

/** The weapon types, in their canonical order. */
export const WEAPON_TYPES: ReadonlyArray<{ readonly id: WeaponType; readonly name: string }> =
  Object.freeze([
    { id: 'melee', name: 'Melee' },
    { id: 'ranged', name: 'Ranged' },
    { id: 'near', name: 'Near' },
    { id: 'heavy', name: 'Heavy' },
  ]);

/**
 * A training type's name ('Infantry' ... 'Leader'). A missing value is Infantry, the
 * default, as the points engine reads it; an id outside 1..6 is 'Type N', since the engine prices
 * it with no training modifiers at all and calling it Infantry would misstate its cost.
 */
export function trainingName(id: number | null | undefined): string {
  if (id === null || id === undefined || Number.isNaN(id)) return TRAINING_TYPES[1].name;
  return TRAINING_TYPES[id as keyof typeof TRAINING_TYPES]?.name ?? `Type ${id}`;
}

/** 'Physical, Energy' in the canonical order; '' for no (known) protection type. */
export function protectionNames(ids: readonly number[] | null | undefined): string {
  return PROTECTION_TYPES.filter((p) => ids?.includes(p.id))
    .map((p) => p.name)
    .join(', ');
}

/** 'Melee, Heavy' in the canonical order; a weapon without a type counts as melee. */
export function weaponTypeNames(types: readonly string[] | null | undefined): string {
  const names = WEAPON_TYPES.filter((t) => types?.includes(t.id)).map((t) => t.name);
  return names.length > 0 ? names.join(', ') : 'Melee';
}

/**
 * The page categories, in menu order, with their display names.
 * The page schema's `type` is built from this table, so a category is added here, once.
 */
export const PAGE_TYPES = Object.freeze([
  { type: 'batrep', label: 'Battle Report' },
  { type: 'scenario', label: 'Scenario' },
  { type: 'terrain', label: 'Terrain' },
  { type: 'lore', label: 'Lore' },
  { type: 'random', label: 'RandomStuff' },
] as const);

/** Whether a text (a route's `:type`) names a page category. */
export function isPageType(type: string | null | undefined): type is PageType {
  return PAGE_TYPES.some((entry) => entry.type === type);
}

/** A page category's display name ('batrep' is 'Battle Report'); undefined for no category. */
export function pageTypeName(type: string | null | undefined): string | undefined {
  return PAGE_TYPES.find((entry) => entry.type === type)?.label;
}
