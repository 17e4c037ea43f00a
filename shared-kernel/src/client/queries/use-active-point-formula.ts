import { useQuery } from '@tanstack/react-query';
import { operations } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';
import { pointFormulasKey } from './use-point-formulas.js';

/** The official formula in force, in the cache. */
export const activePointFormulaKey = [...pointFormulasKey, 'active'] as const;

/**
 * GET /api/formulas/active: the official formula in force (null when the site has none). A site
 * with no active formula is a normal state (the defaults apply), and so is a failed read of it
 * (offline): no toast.
 */
export const fetchActivePointFormula = () =>
  callOperation(operations.getActiveFormula, {}, { quiet: true });

/**
 * The official formula in force. A save of the ruleset or of a formula in this browser reads it
 * again at once (it is under the formulas' key); other browsers follow within the cache's stale
 * time.
 */
export function useActivePointFormula() {
  return useQuery({ queryKey: activePointFormulaKey, queryFn: fetchActivePointFormula });
}
