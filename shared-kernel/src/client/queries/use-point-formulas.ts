import { useQuery } from '@tanstack/react-query';
import { operations } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';

export const pointFormulasKey = ['formulas'] as const;

/** GET /api/formulas/list/: the official point formulas. */
export function usePointFormulas() {
  return useQuery({
    queryKey: [...pointFormulasKey, 'list'] as const,
    queryFn: () => callOperation(operations.listFormulas),
  });
}
