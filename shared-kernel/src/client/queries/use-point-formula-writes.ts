import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PointFormulaPayload } from '@muster/shared-kernel/core';
import { deletePointFormula, savePointFormula } from '../api/calls.js';
import { formulaStore } from '../formulas/formula-store.js';
import { pointFormulaKey } from './use-point-formula.js';
import { pointFormulasKey } from './use-point-formulas.js';

/**
 * Creates or saves a point formula (moderator); every formula read follows, and when it is the
 * active one, so does every cost on the site (the formula in force is replaced at once). The
 * saved formula (with its new version) is cached at once, so an editor opened on it next does
 * not start from the version this save replaced.
 */
export function useSavePointFormula() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ formula, id }: { formula: PointFormulaPayload; id?: string }) =>
      savePointFormula(formula, id),
    onSuccess: (saved) => {
      client.setQueryData(pointFormulaKey(saved._id), saved);
      if (formulaStore.get().official?._id === saved._id) formulaStore.setOfficial(saved);
      return client.invalidateQueries({ queryKey: pointFormulasKey });
    },
  });
}

/** DELETE /api/formulas/{id} (moderator). */
export function useDeletePointFormula() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deletePointFormula(id),
    onSuccess: () => client.invalidateQueries({ queryKey: pointFormulasKey }),
  });
}
