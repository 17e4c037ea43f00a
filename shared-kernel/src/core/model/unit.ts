/**
 * A unit of a faction, with its defaults (training 1, health 1, movement 6, size 1). The entity
 * schema is what may be read (an API answer, the unit copy inside a roster file): it tolerates
 * fields it does not know. The payload is what a save may send: closed, and its references must be
 * uuids.
 */
import { Type, type Static } from 'typebox';
import { AnyText, LimitedNumber, LimitedText, Text, Uuid, Version } from './fields.js';
import { LIMITS } from './limits.js';
import { Keywords } from './roster-rule.js';

/** Training type ids: Infantry, Shock, Support, Scout, Specialist, Leader. */
export const TrainingType = Type.Union(
  [
    Type.Literal(1),
    Type.Literal(2),
    Type.Literal(3),
    Type.Literal(4),
    Type.Literal(5),
    Type.Literal(6),
  ],
  { default: 1 },
);
/** Training type ids: Infantry, Shock, Support, Scout, Specialist, Leader. */
export type TrainingType = Static<typeof TrainingType>;

/** Protection type ids: Physical (1), Reactive (2), Energy (3). */
export const ProtectionType = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);
/** Protection type ids: Physical (1), Reactive (2), Energy (3). */
export type ProtectionType = Static<typeof ProtectionType>;

/** A list of distinct protection types (a unit's, or those a weapon bypasses). */
export const ProtectionTypes = Type.Array(ProtectionType, {
  maxItems: 3,
  uniqueItems: true,
  default: [],
});

const knack = LimitedNumber(LIMITS.unit.knack);

/** A weapon carried by a unit, used at a knack (minimum 2). */
export const EquippedWeapon = Type.Object({
  /** The `_id` of one of the faction's weapons. */
  weaponID: AnyText(),
  knack,
});
/** A weapon carried by a unit, used at a knack (minimum 2). */
export type EquippedWeapon = Static<typeof EquippedWeapon>;

/** A free-text ability with its own point cost. */
export const UnitAbility = Type.Object({
  name: Text(LIMITS.unitAbility.name.maxLength),
  description: LimitedText(LIMITS.unitAbility.description, { default: '' }),
  pointCost: LimitedNumber(LIMITS.unitAbility.pointCost),
});
/** A free-text ability with its own point cost. */
export type UnitAbility = Static<typeof UnitAbility>;

/** A named number: an ability template's default value, or a unit's override of one. */
export const AbilityValue = Type.Object({
  key: Text(LIMITS.structuredAbility.valueKey.maxLength),
  value: Type.Number(),
});
/** A named number: an ability template's default value, or a unit's override of one. */
export type AbilityValue = Static<typeof AbilityValue>;

/** An ability built from a template, with some default values overridden. */
export const StructuredAbility = Type.Object({
  /** The `_id` of an ability template. */
  templateID: AnyText(),
  /** Values that replace the template's defaults of the same key. */
  overrides: Type.Array(AbilityValue, { maxItems: 50, default: [] }),
  /** A name shown instead of the template's, '' for none. */
  customName: LimitedText(LIMITS.structuredAbility.customName, { default: '' }),
});
/** An ability built from a template, with some default values overridden. */
export type StructuredAbility = Static<typeof StructuredAbility>;

/** A unit of a faction; a property left out takes its default. */
export const Unit = Type.Object({
  _id: AnyText({ default: '' }),
  version: Version,
  /** The `_id` of its faction. */
  faction: AnyText({ default: '' }),
  unitName: LimitedText(LIMITS.unit.unitName),
  description: LimitedText(LIMITS.unit.description, { default: '' }),
  trainingType: TrainingType,
  health: LimitedNumber(LIMITS.unit.health, { default: 1 }),
  /** Each 1 to 3, no repeats. */
  protectionTypes: ProtectionTypes,
  protectionValue: LimitedNumber(LIMITS.unit.protectionValue, { default: 0 }),
  movement: LimitedNumber(LIMITS.unit.movement, { default: 6 }),
  size: LimitedNumber(LIMITS.unit.size, { default: 1 }),
  equippedWeapons: Type.Array(EquippedWeapon, { maxItems: 30, default: [] }),
  abilities: Type.Array(UnitAbility, { maxItems: 50, default: [] }),
  structuredAbilities: Type.Array(StructuredAbility, { maxItems: 50, default: [] }),
  /**
   * Free keywords its author chose ('Leader', 'Elite'), which roster rules may name. Always
   * answered; absent on units copied into rosters before keywords (none).
   */
  keywords: Type.Optional(Keywords),
});
/** A unit of a faction. */
export type Unit = Static<typeof Unit>;

/** An ability value as a save sends it: its key is not blank. */
export const AbilityValuePayload = Type.Object(
  { ...AbilityValue.properties, key: LimitedText(LIMITS.structuredAbility.valueKey) },
  { additionalProperties: false },
);

/**
 * POST /api/units/ or /api/units/{id}: a save replaces the whole unit, so every field is named;
 * one left out takes its default (the `default` keywords, which the API's validator and
 * `Value.Default` fill in before checking). Equipment and templates are named by uuid.
 */
export const UnitPayload = Type.Object(
  {
    ...Unit.properties,
    _id: Type.Optional(AnyText()),
    faction: Uuid,
    equippedWeapons: Type.Array(
      Type.Object({ weaponID: Uuid, knack }, { additionalProperties: false }),
      { maxItems: 30, default: [] },
    ),
    // A saved ability names its description, if only as '' (the default is for old roster files).
    abilities: Type.Array(
      Type.Object(
        {
          ...UnitAbility.properties,
          name: LimitedText(LIMITS.unitAbility.name),
          description: LimitedText(LIMITS.unitAbility.description),
        },
        { additionalProperties: false },
      ),
      { maxItems: 50, default: [] },
    ),
    structuredAbilities: Type.Array(
      Type.Object(
        {
          templateID: Uuid,
          overrides: Type.Array(AbilityValuePayload, { maxItems: 50 }),
          customName: LimitedText(LIMITS.structuredAbility.customName),
        },
        { additionalProperties: false },
      ),
      { maxItems: 50, default: [] },
    ),
  },
  { additionalProperties: false },
);
/** POST /api/units/ or /api/units/{id}. */
export type UnitPayload = Static<typeof UnitPayload>;
