import { useEffect, useSyncExternalStore } from 'react';
import type { FormulaInForce } from './formula-in-force.js';
import { formulaStore } from './formula-store.js';

/**
 * The formula in force, re-rendering the caller whenever it changes; loads the active official
 * formula on first use. Pass `formula` to `computeUnitCost`.
 */
export function useFormulaInForce(): FormulaInForce {
  useEffect(() => {
    void formulaStore.loadOfficial();
  }, []);
  return useSyncExternalStore(formulaStore.subscribe, formulaStore.get, formulaStore.get);
}
