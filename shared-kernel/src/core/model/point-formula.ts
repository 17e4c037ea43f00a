/** Official point formulas, the browser's demo formula, and what a save sends. */
import { Type, type Static } from 'typebox';
import { AnyText, LimitedText, Version, optional } from './fields.js';
import { UNIT_VARIABLES, WEAPON_VARIABLES } from '../points/game-constants.js';
import { LIMITS } from './limits.js';

/** An official point formula. */
export const PointFormula = Type.Object({
  _id: AnyText(),
  version: Version,
  name: LimitedText(LIMITS.pointFormula.name),
  /** JSON text of a {@link PointFormulaDefinition}. */
  formula: LimitedText(LIMITS.pointFormula.formula),
  /** ISO 8601. */
  lastUpdated: AnyText(),
});
/** An official point formula. */
export type PointFormula = Static<typeof PointFormula>;

/** POST /api/formulas/ or /api/formulas/{id}; the server sets `lastUpdated`. */
export const PointFormulaPayload = Type.Object(
  {
    ...optional(PointFormula.properties),
    name: PointFormula.properties.name,
    formula: LimitedText(LIMITS.pointFormula.formula, {
      description:
        'JSON text of an object with exactly the expression strings movementFormula, ' +
        `defenseFormula and weaponFormula. Each may use the unit's variables (${UNIT_VARIABLES.join(', ')}); ` +
        `weaponFormula also those of the weapon it prices (${WEAPON_VARIABLES.join(', ')}). ` +
        'Each must compile and give a finite number for every sample unit, or the save is a 400 ' +
        'naming it',
    }),
  },
  { additionalProperties: false },
);
/** POST /api/formulas/ or /api/formulas/{id}. */
export type PointFormulaPayload = Static<typeof PointFormulaPayload>;

/**
 * What a point formula's JSON text holds: three expressions in the formula language. A missing
 * key falls back to the default formula's.
 */
export const PointFormulaDefinition = Type.Object({
  movementFormula: Type.Optional(Type.String()),
  defenseFormula: Type.Optional(Type.String()),
  weaponFormula: Type.Optional(Type.String()),
});
/** What a point formula's JSON text holds. */
export type PointFormulaDefinition = Static<typeof PointFormulaDefinition>;

/** The browser's demo point formula (localStorage `demo_formula`). */
export const DemoFormula = Type.Object({
  name: Type.String(),
  /** JSON text, as {@link PointFormula.formula}. */
  formula: Type.String(),
  /** When true it overrides the active official formula in this browser. */
  enabled: Type.Boolean(),
});
/** The browser's demo point formula (localStorage `demo_formula`). */
export type DemoFormula = Static<typeof DemoFormula>;
