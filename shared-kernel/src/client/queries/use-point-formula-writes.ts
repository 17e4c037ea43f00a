import { operations, type PointFormulaPayload } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';
import { useCachedDelete, useCachedSave } from './cached-writes.js';
import { pointFormulaKey } from './use-point-formula.js';
import { pointFormulasKey } from './use-point-formulas.js';

/**
 * Creates or saves a point formula (moderator); every formula read follows, and when it is the
 * active one, so does every cost on the site (the formula in force is replaced at once). The
 * saved formula (with its new version) is cached at once, so an editor opened on it next does
 * not start from the version this save replaced.
 */
export function useSavePointFormula() {
  return useCachedSave(
    ({ formula, id }: { formula: PointFormulaPayload; id?: string }) =>
      id
        ? callOperation(operations.updateFormula, { params: { id }, body: formula })
        : callOperation(operations.createFormula, { body: formula }),
    {
      keys: (saved) => [pointFormulaKey(saved._id)],
      // The active formula's read is under the formulas' key too: when it is this one, every
      // cost follows.
      lists: pointFormulasKey,
    },
  );
}

/** DELETE /api/formulas/{id} (moderator). */
export function useDeletePointFormula() {
  return useCachedDelete((id) => callOperation(operations.deleteFormula, { params: { id } }), {
    lists: pointFormulasKey,
  });
}
