import { getPointFormula } from '../api/calls.js';
import { useNamedQuery } from './use-named-query.js';
import { pointFormulasKey } from './use-point-formulas.js';

/** GET /api/formulas/{id}. */
export function usePointFormula(id: string | undefined) {
  return useNamedQuery(
    id,
    (name) => [...pointFormulasKey, 'detail', name] as const,
    getPointFormula,
  );
}
