import { operations } from '@muster/shared-kernel/core';
import { callOperation, pointFormulasKey, useNamedQuery } from '@muster/shared-kernel/client';

// Here rather than in the kernel's client: only the formula editor reads one formula.

/** One formula's key: under every formula read, so a formula save refreshes it too. */
export const pointFormulaKey = (id: string) => [...pointFormulasKey, 'detail', id] as const;

/** GET /api/formulas/{id}. */
export function usePointFormula(id: string | undefined) {
  return useNamedQuery(id, pointFormulaKey, (name, shown) =>
    callOperation(operations.getFormula, { params: { id: name } }, shown),
  );
}
