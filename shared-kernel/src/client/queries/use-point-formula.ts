import { operations } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';
import { useNamedQuery } from './use-named-query.js';
import { pointFormulasKey } from './use-point-formulas.js';

/** One formula's key: under every formula read, so a formula save refreshes it too. */
export const pointFormulaKey = (id: string) => [...pointFormulasKey, 'detail', id] as const;

/** GET /api/formulas/{id}. */
export function usePointFormula(id: string | undefined) {
  return useNamedQuery(id, pointFormulaKey, (name) =>
    callOperation(operations.getFormula, { params: { id: name } }),
  );
}
