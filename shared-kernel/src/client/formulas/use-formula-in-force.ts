import { useMemo, useSyncExternalStore } from 'react';
import type { PointFormula } from '@muster/shared-kernel/core';
import { useActivePointFormula } from '../queries/use-active-point-formula.js';
import { demoFormulaStore, formulaInForce, type FormulaInForce } from './formula-in-force.js';

/** The answer of the active formula's read when it is a formula (a site may have none). */
const formulaOrNull = (answer: PointFormula | null | undefined): PointFormula | null =>
  answer && typeof answer.formula === 'string' ? answer : null;

/**
 * The formula in force, re-rendering the caller whenever the demo formula or the active official
 * formula changes (the official one is read through the query cache on first use). Pass
 * `formula` to `computeUnitCost`.
 */
export function useFormulaInForce(): FormulaInForce {
  const demo = useSyncExternalStore(
    demoFormulaStore.subscribe,
    demoFormulaStore.get,
    demoFormulaStore.get,
  );
  const official = formulaOrNull(useActivePointFormula().data);
  return useMemo(() => formulaInForce(demo, official), [demo, official]);
}
