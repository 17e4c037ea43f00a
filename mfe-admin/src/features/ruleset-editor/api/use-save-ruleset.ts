import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operations, type RulesetPayload } from '@muster/shared-kernel/core';
import {
  activePointFormulaKey,
  callOperation,
  fetchActivePointFormula,
  pointFormulasKey,
  rulesetKey,
} from '@muster/shared-kernel/client';

// Here rather than in the kernel's client: only the administrator's ruleset editor saves it.

/**
 * Saves the ruleset (administrator). It names the active formula, so formulas follow too, and
 * so does the formula in force (the 'formula base change'): every cost in this browser uses
 * the new active formula at once; other browsers load it on their next visit.
 */
export function useSaveRuleset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ruleset: RulesetPayload) =>
      callOperation(operations.saveRuleset, { body: ruleset }),
    onSuccess: (saved) => {
      client.setQueryData(rulesetKey, saved);
      // The new active formula is read at once, whether or not a screen shows a cost yet.
      return Promise.all([
        client.invalidateQueries({ queryKey: pointFormulasKey }),
        client.fetchQuery({
          queryKey: activePointFormulaKey,
          queryFn: fetchActivePointFormula,
          staleTime: 0,
        }),
      ]);
    },
  });
}
