/**
 * @muster/shared-kernel/points: the points engine (DESIGN §6). Pure functions: no React, no DOM,
 * no I/O; importable by plain Node ESM.
 */
export {
  computeUnitCost,
  explainUnitCost,
  fillAbilityText,
  knackFactor,
  rosterPoints,
  weaponCost,
  weaponDamagePerRound,
} from './unit-cost.js';
export type {
  CostTerm,
  CostTermKind,
  CostedAbilityTemplate,
  CostedUnit,
  CostedWeapon,
  RosterCostContext,
  RosterLineCost,
  RosterPoints,
  UnitCost,
  UnitCostExplanation,
  UnitCostInput,
  WeaponCost,
  WeaponCostInput,
} from './unit-cost.js';
export { MAX_FORMULA_TEXT_LENGTH, parsePointFormula } from './point-formula.js';
export type { ParsedPointFormula } from './point-formula.js';
export { DEFAULT_FORMULA_DEFINITION, DEFAULT_POINT_FORMULA } from './default-formula.js';
export {
  FORMULA_FUNCTIONS,
  MAX_EXPRESSION_DEPTH,
  MAX_EXPRESSION_LENGTH,
  evaluateExpression,
} from './formula-language.js';
export {
  KNACK_FACTORS,
  TRAINING_TYPES,
  UNIT_VARIABLES,
  WEAPON_VARIABLES,
  trainingModifiers,
} from './game-constants.js';
export type { TrainingModifiers, UnitVariable, WeaponVariable } from './game-constants.js';
export { round2, snapCeil, snapFloor, snapRound, snapToInteger } from './rounding.js';
