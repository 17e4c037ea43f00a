import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RulesetPayload } from '@muster/shared-kernel/core';
import { getActivePointFormula, saveRuleset } from '../api/calls.js';
import { activePointFormulaKey } from './use-active-point-formula.js';
import { pointFormulasKey } from './use-point-formulas.js';
import { rulesetKey } from './use-ruleset.js';

/**
 * Saves the ruleset (administrator). It names the active formula, so formulas follow too, and
 * so does the formula in force (the 'formula base change'): every cost in this browser uses
 * the new active formula at once; other browsers load it on their next visit.
 */
export function useSaveRuleset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ruleset: RulesetPayload) => saveRuleset(ruleset),
    onSuccess: (saved) => {
      client.setQueryData(rulesetKey, saved);
      // The new active formula is read at once, whether or not a screen shows a cost yet.
      return Promise.all([
        client.invalidateQueries({ queryKey: pointFormulasKey }),
        client.fetchQuery({
          queryKey: activePointFormulaKey,
          queryFn: getActivePointFormula,
          staleTime: 0,
        }),
      ]);
    },
  });
}
