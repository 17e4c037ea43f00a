/** A weapon of a faction and what a save sends. */
import { Type, type Static } from 'typebox';
import { AnyText, LimitedNumber, LimitedText, Uuid, Version } from './fields.js';
import { LIMITS } from './limits.js';
import { ProtectionTypes } from './unit.js';

/** Weapon types: melee, ranged, near, heavy. */
export const WeaponType = Type.Union([
  Type.Literal('melee'),
  Type.Literal('ranged'),
  Type.Literal('near'),
  Type.Literal('heavy'),
]);
/** Weapon types: melee, ranged, near, heavy. */
export type WeaponType = Static<typeof WeaponType>;

/** A weapon of a faction. */
export const Weapon = Type.Object({
  _id: AnyText(),
  version: Version,
  /** The `_id` of its faction. */
  faction: AnyText(),
  name: LimitedText(LIMITS.weapon.name),
  description: LimitedText(LIMITS.weapon.description, { default: '' }),
  /** One or more types; default `['melee']`. */
  type: Type.Array(WeaponType, { minItems: 1, maxItems: 4, uniqueItems: true, default: ['melee'] }),
  attacks: LimitedNumber(LIMITS.weapon.attacks),
  damage: LimitedNumber(LIMITS.weapon.damage),
  /** Protection types this weapon bypasses (0 to 3 of them). */
  effectiveTypes: ProtectionTypes,
});
/** A weapon of a faction. */
export type Weapon = Static<typeof Weapon>;

/**
 * POST /api/weapons/ or /api/weapons/{id}: a save replaces the whole weapon; a field with a
 * default (description, type, effectiveTypes) may be left out.
 */
export const WeaponPayload = Type.Object(
  { ...Weapon.properties, _id: Type.Optional(AnyText()), faction: Uuid },
  { additionalProperties: false },
);
/** POST /api/weapons/ or /api/weapons/{id}. */
export type WeaponPayload = Static<typeof WeaponPayload>;
