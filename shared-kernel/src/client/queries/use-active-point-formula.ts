import { useQuery } from '@tanstack/react-query';
import { getActivePointFormula } from '../api/calls.js';
import { pointFormulasKey } from './use-point-formulas.js';

/** The official formula in force, in the cache. */
export const activePointFormulaKey = [...pointFormulasKey, 'active'] as const;

/** GET /api/formulas/active: the official formula in force. */
export function useActivePointFormula() {
  return useQuery({
    queryKey: activePointFormulaKey,
    queryFn: getActivePointFormula,
  });
}
