import { useQuery } from '@tanstack/react-query';
import { getActivePointFormula } from '../api/calls.js';
import { pointFormulasKey } from './use-point-formulas.js';

/** GET /api/formulas/active: the official formula in force. */
export function useActivePointFormula() {
  return useQuery({
    queryKey: [...pointFormulasKey, 'active'] as const,
    queryFn: getActivePointFormula,
  });
}
