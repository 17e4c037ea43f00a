/**
 * The browser's one formula store (a federation singleton, like the session), wired to the API.
 */
import { request } from '../api/http.js';
import { START_READS, type PointFormula } from '@muster/shared-kernel/core';
import { createFormulaStore, type FormulaStore } from './formula-in-force.js';

function browserStorage() {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

// A site with no active formula is a normal state (the defaults apply): load it without a toast.
const loadActive = () => request<PointFormula>('GET', START_READS.activeFormula, { quiet: true });

/** The formula in force in this browser. */
export const formulaStore: FormulaStore = createFormulaStore(browserStorage(), loadActive);
