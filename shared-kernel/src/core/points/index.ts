/**
 * @muster/shared-kernel/core/points: the points engine (point formulas parsed with
 * jsep, checked and compiled into closures; unit, weapon, ability and roster costs). Apart from
 * /core so that only the pages that compute costs download it; a federation singleton, so the
 * compiled-formula cache is one per page.
 */
export {
  abilityTemplateCost,
  computeUnitCost,
  explainUnitCost,
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
export {
  FORMULA_FUNCTIONS,
  MAX_EXPRESSION_DEPTH,
  MAX_EXPRESSION_LENGTH,
  evaluateExpression,
} from './formula-language.js';
export {
  addFormation,
  dissolveFormation,
  formationGroups,
  formationName,
  moveFormation,
  moveLine,
  renameFormation,
  withFormations,
} from './legality/formations.js';
export type { FormationGroup, FormationRoster } from './legality/formations.js';
export { checkRoster, ruleSentence, unitKeywords } from './legality/roster-rules.js';
export { pointLimitProblem } from './legality/point-limit.js';
export type { RuleContext, RuleRoster } from './legality/roster-rules.js';
