import { Type, type Static } from 'typebox';
import { Uuid } from './common.schemas.js';

export const TrainingType = Type.Union([
  Type.Literal(1),
  Type.Literal(2),
  Type.Literal(3),
  Type.Literal(4),
  Type.Literal(5),
  Type.Literal(6),
]);
export const ProtectionType = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);
export const WeaponType = Type.Union([
  Type.Literal('melee'),
  Type.Literal('ranged'),
  Type.Literal('near'),
  Type.Literal('heavy'),
]);

export const EquippedWeapon = Type.Object(
  { weaponID: Uuid, knack: Type.Integer({ minimum: 2, maximum: 20 }) },
  { additionalProperties: false },
);
export const UnitAbility = Type.Object(
  {
    name: Type.String({ maxLength: 200 }),
    description: Type.String({ maxLength: 5000 }),
    pointCost: Type.Number({ minimum: -1000, maximum: 10000 }),
  },
  { additionalProperties: false },
);
export const AbilityValue = Type.Object(
  { key: Type.String({ minLength: 1, maxLength: 64 }), value: Type.Number() },
  { additionalProperties: false },
);
export const StructuredAbility = Type.Object(
  {
    templateID: Uuid,
    overrides: Type.Array(AbilityValue, { maxItems: 50 }),
    customName: Type.String({ maxLength: 200 }),
  },
  { additionalProperties: false },
);

export const Unit = Type.Object({
  _id: Type.String(),
  faction: Type.String(),
  unitName: Type.String(),
  description: Type.String(),
  trainingType: TrainingType,
  health: Type.Number(),
  protectionTypes: Type.Array(ProtectionType),
  protectionValue: Type.Number(),
  movement: Type.Number(),
  size: Type.Number(),
  equippedWeapons: Type.Array(Type.Object({ weaponID: Type.String(), knack: Type.Number() })),
  abilities: Type.Array(
    Type.Object({ name: Type.String(), description: Type.String(), pointCost: Type.Number() }),
  ),
  structuredAbilities: Type.Array(
    Type.Object({
      templateID: Type.String(),
      overrides: Type.Array(Type.Object({ key: Type.String(), value: Type.Number() })),
      customName: Type.String(),
    }),
  ),
});
export type Unit = Static<typeof Unit>;

/** A unit save: SPEC §5's rules, with defaults for what is left out. */
export const UnitInput = Type.Object(
  {
    _id: Type.Optional(Type.String()),
    faction: Uuid,
    unitName: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
    description: Type.Optional(Type.String({ maxLength: 5000 })),
    trainingType: Type.Optional(TrainingType),
    health: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    protectionTypes: Type.Optional(Type.Array(ProtectionType, { maxItems: 3, uniqueItems: true })),
    protectionValue: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    movement: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
    equippedWeapons: Type.Optional(Type.Array(EquippedWeapon, { maxItems: 30 })),
    abilities: Type.Optional(Type.Array(UnitAbility, { maxItems: 50 })),
    structuredAbilities: Type.Optional(Type.Array(StructuredAbility, { maxItems: 50 })),
  },
  { additionalProperties: false },
);
export type UnitInput = Static<typeof UnitInput>;

export const Weapon = Type.Object({
  _id: Type.String(),
  faction: Type.String(),
  name: Type.String(),
  description: Type.String(),
  type: Type.Array(WeaponType),
  attacks: Type.Number(),
  damage: Type.Number(),
  effectiveTypes: Type.Array(ProtectionType),
});
export type Weapon = Static<typeof Weapon>;

export const WeaponInput = Type.Object(
  {
    _id: Type.Optional(Type.String()),
    faction: Uuid,
    name: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
    description: Type.Optional(Type.String({ maxLength: 5000 })),
    type: Type.Optional(Type.Array(WeaponType, { minItems: 1, maxItems: 4, uniqueItems: true })),
    attacks: Type.Integer({ minimum: 0, maximum: 100 }),
    damage: Type.Integer({ minimum: 0, maximum: 100 }),
    effectiveTypes: Type.Optional(Type.Array(ProtectionType, { maxItems: 3, uniqueItems: true })),
  },
  { additionalProperties: false },
);
export type WeaponInput = Static<typeof WeaponInput>;

export const FactionIdParams = Type.Object({
  factionId: Type.String({ minLength: 1, maxLength: 200 }),
});
