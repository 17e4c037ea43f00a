import { useQuery } from '@tanstack/react-query';
import { listPointFormulas } from '../api/calls.js';

export const pointFormulasKey = ['formulas'] as const;

/** GET /api/formulas/list/: the official point formulas. */
export function usePointFormulas() {
  return useQuery({ queryKey: [...pointFormulasKey, 'list'] as const, queryFn: listPointFormulas });
}
