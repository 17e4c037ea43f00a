/** An ability template kept by moderators and what a save sends. */
import { Type, type Static } from 'typebox';
import { AnyText, LimitedText, Version } from './fields.js';
import { LIMITS } from './limits.js';
import { AbilityValue, AbilityValuePayload } from './unit.js';

/**
 * An ability template. `name` and `description` may hold placeholders written `_key_`, replaced
 * by values; `formula` is an expression in the formula language whose variables are the unit
 * variables plus the value keys.
 */
export const AbilityTemplate = Type.Object({
  _id: AnyText(),
  version: Version,
  name: LimitedText(LIMITS.abilityTemplate.name),
  description: LimitedText(LIMITS.abilityTemplate.description, { default: '' }),
  formula: LimitedText(LIMITS.abilityTemplate.formula),
  defaultValues: Type.Array(AbilityValue, { maxItems: 50, default: [] }),
});
/** An ability template kept by moderators. */
export type AbilityTemplate = Static<typeof AbilityTemplate>;

/**
 * POST /api/ability/ or /api/ability/{id}: a save replaces the whole template; description and
 * default values may be left out.
 */
export const AbilityTemplatePayload = Type.Object(
  {
    ...AbilityTemplate.properties,
    _id: Type.Optional(AnyText()),
    defaultValues: Type.Array(AbilityValuePayload, { maxItems: 50, default: [] }),
  },
  { additionalProperties: false },
);
/** POST /api/ability/ or /api/ability/{id}. */
export type AbilityTemplatePayload = Static<typeof AbilityTemplatePayload>;
