import { operations, type PointFormulaPayload } from '@muster/shared-kernel/core';
import {
  callOperation,
  createOrUpdate,
  pointFormulasKey,
  useCachedDelete,
  useCachedSave,
} from '@muster/shared-kernel/client';
import { pointFormulaKey } from './use-point-formula';

// Here rather than in the kernel's client: only this remote's formula screens write formulas.

const saveFormula = createOrUpdate(operations.createFormula, operations.updateFormula);

/**
 * Creates or saves a point formula (moderator); every formula read follows, and when it is the
 * active one, so does every cost on the site (the formula in force is replaced at once). The
 * saved formula (with its new version) is cached at once, so an editor opened on it next does
 * not start from the version this save replaced.
 */
export function useSavePointFormula() {
  return useCachedSave(
    ({ formula, id }: { formula: PointFormulaPayload; id?: string }) => saveFormula(formula, id),
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
