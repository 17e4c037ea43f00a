import type { PointFormulaDefinition } from '../model/entities.js';

/**
 * The default point formula in the formula language. Each conditional
 * term of the weapon formula has its own parentheses: `?:` binds looser than `+`.
 */
export const DEFAULT_FORMULA_DEFINITION: Readonly<Required<PointFormulaDefinition>> = Object.freeze(
  {
    movementFormula:
      'ceil(max(((1.6 ^ (unitMove / 6) - 1) * max(unitDPR, 10) - 6) / (log10(unitSize) + 1) * moveTrainingMod, 0))',
    defenseFormula:
      'floor(max(1, ((unitHP * hpTrainingMod + unitHP * (1.5 ^ (unitProtValue * defTrainingMod) - 1)) * 2 ^ (unitProtTypeCount - 1)) / (log10(unitSize) + 1)))',
    weaponFormula:
      'ceil(weaponDPR * weaponTrainingMod * (1' +
      ' + (weaponTypeRanged ? 2 + (unitSize - 1) * 0.2 : 0)' +
      ' + (weaponTypeRanged and weaponTypeMelee ? 0.5 : 0)' +
      ' + (weaponTypeNear ? 1 + (unitSize - 1) * 0.1 : 0)' +
      ' + (weaponTypeHeavy ? -0.3 : 0)))',
  },
);

/**
 * The JSON text of the default point formula: what the API seeds as the active official formula,
 * and what applies when no formula is in force.
 */
export const DEFAULT_POINT_FORMULA: string = JSON.stringify(DEFAULT_FORMULA_DEFINITION, null, 2);
