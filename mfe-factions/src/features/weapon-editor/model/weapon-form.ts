import {
  LIMITS,
  type ProtectionType,
  type Weapon,
  type WeaponPayload,
  type WeaponType,
} from '@muster/shared-kernel/core';
import { numberRule, textRule } from '@muster/shared-kernel/ui';

/** The Weapon Editor's form (numbers kept as text while typing). */
export interface WeaponForm {
  name: string;
  description: string;
  type: WeaponType[];
  attacks: string;
  damage: string;
  effectiveTypes: ProtectionType[];
}

/** A weapon's form, or a new one's (its type melee, the weapon schema's default). */
export function toWeaponForm(weapon?: Weapon): WeaponForm {
  return {
    name: weapon?.name ?? '',
    description: weapon?.description ?? '',
    type: weapon?.type?.length ? weapon.type : ['melee'],
    attacks: weapon ? String(weapon.attacks) : '1',
    damage: weapon ? String(weapon.damage) : '1',
    effectiveTypes: weapon?.effectiveTypes ?? [],
  };
}

/**
 * The form's rules, as react-hook-form field rules: name, attacks (at least 0) and damage (at
 * least 0) are required, and at least one type.
 */
export const WEAPON_RULES = {
  name: textRule(LIMITS.weapon.name, 'Name'),
  description: textRule(LIMITS.weapon.description, 'Description'),
  type: {
    validate: (types: WeaponType[]) => (types.length > 0 ? true : 'Choose at least one type'),
  },
  attacks: numberRule(LIMITS.weapon.attacks, 'Attacks'),
  damage: numberRule(LIMITS.weapon.damage, 'Damage'),
};

/** The weapon as the engine and the save see it; unreadable numbers count 0. */
export function toWeapon(form: WeaponForm, faction: string): WeaponPayload {
  const whole = (text: string) =>
    Number.isFinite(Number(text)) && text.trim() !== '' ? Number(text) : 0;
  return {
    faction,
    name: form.name.trim(),
    description: form.description,
    type: form.type,
    attacks: whole(form.attacks),
    damage: whole(form.damage),
    effectiveTypes: form.effectiveTypes,
  };
}
