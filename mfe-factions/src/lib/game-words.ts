import type { ProtectionType, WeaponType } from '@muster/shared-kernel/core';

/** The protection types of SPEC §3, by id. */
export const PROTECTION_TYPES: ReadonlyArray<{ id: ProtectionType; name: string }> = [
  { id: 1, name: 'Physical' },
  { id: 2, name: 'Reactive' },
  { id: 3, name: 'Energy' },
];

/** The weapon types of SPEC §3. */
export const WEAPON_TYPES: ReadonlyArray<{ id: WeaponType; name: string }> = [
  { id: 'melee', name: 'Melee' },
  { id: 'ranged', name: 'Ranged' },
  { id: 'near', name: 'Near' },
  { id: 'heavy', name: 'Heavy' },
];

/** 'Physical, Energy', or 'None' for no protection types. */
export function protectionNames(ids: readonly number[] | undefined): string {
  const names = PROTECTION_TYPES.filter((p) => ids?.includes(p.id)).map((p) => p.name);
  return names.length > 0 ? names.join(', ') : 'None';
}

/** 'Melee, Heavy'; a weapon without a type counts as melee (DESIGN §6). */
export function weaponTypeNames(types: readonly string[] | undefined): string {
  const names = WEAPON_TYPES.filter((t) => types?.includes(t.id)).map((t) => t.name);
  return names.length > 0 ? names.join(', ') : 'Melee';
}

/** Adds or removes one value of a multi-choice, keeping the canonical order of `all`. */
export function toggleChoice<T>(all: readonly T[], chosen: readonly T[], value: T): T[] {
  const next = chosen.includes(value) ? chosen.filter((c) => c !== value) : [...chosen, value];
  return all.filter((item) => next.includes(item));
}

/** SPEC §2 / §9: faction card titles are cut to 32 characters (29 plus an ellipsis). */
export function cutTitle(title: string, max = 32): string {
  return title.length > max ? `${title.slice(0, max - 3)}...` : title;
}
