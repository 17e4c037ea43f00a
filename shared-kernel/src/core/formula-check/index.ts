/**
 * @muster/shared-kernel/core/formula-check: whether a point formula gives a finite cost on units
 * at the bounds of every field's limits. The server refuses to store a formula that does not;
 * apart from /core/points so that pages, which never check formulas this way, never download the
 * samples.
 */
import { FORMULA_SAMPLES, type FormulaSample } from '../points/formula-samples.js';
import { nonFiniteFormulaValueOn, type NonFiniteFormulaValue } from '../points/unit-cost.js';

export { FORMULA_SAMPLES };
export type { FormulaSample, NonFiniteFormulaValue };

/**
 * The first expression of a point formula (JSON text) that gives a non-finite value (Infinity,
 * -Infinity, NaN) on one of the `samples` (by default {@link FORMULA_SAMPLES}, units at the
 * bounds of the field limits), or null when every expression is finite on every sample. A
 * formula that does not parse answers null: `parsePointFormula` says what is wrong with it.
 */
export function findNonFiniteFormulaValue(
  formulaText: string,
  samples: readonly FormulaSample[] = FORMULA_SAMPLES,
): NonFiniteFormulaValue | null {
  return nonFiniteFormulaValueOn(formulaText, samples);
}
