import { useQuery } from '@tanstack/react-query';
import { getPointFormula } from '../api/calls.js';
import { pointFormulasKey } from './use-point-formulas.js';

/** GET /api/formulas/{id}. */
export function usePointFormula(id: string | undefined) {
  return useQuery({
    queryKey: [...pointFormulasKey, 'detail', id ?? ''] as const,
    queryFn: () => getPointFormula(id ?? ''),
    enabled: Boolean(id),
  });
}
