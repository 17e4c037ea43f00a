/**
 * The browser's one formula store (a federation singleton, like the session), wired to the API.
 */
import { getActivePointFormula } from '../api/calls.js';
import { createFormulaStore, type FormulaStore } from './formula-in-force.js';

function browserStorage() {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The formula in force in this browser. */
export const formulaStore: FormulaStore = createFormulaStore(browserStorage(), getActivePointFormula);
