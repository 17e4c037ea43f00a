import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RulesetPayload } from '@muster/shared-kernel/core';
import { saveRuleset } from '../api/calls.js';
import { formulaStore } from '../formulas/formula-store.js';
import { pointFormulasKey } from './use-point-formulas.js';
import { rulesetKey } from './use-ruleset.js';

/**
 * Saves the ruleset (administrator). It names the active formula, so formulas follow too, and
 * so does the formula in force (SPEC §2's 'formula base change'): every cost in this browser uses
 * the new active formula at once; other browsers load it on their next visit.
 */
export function useSaveRuleset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ruleset: RulesetPayload) => saveRuleset(ruleset),
    onSuccess: (saved) => {
      client.setQueryData(rulesetKey, saved);
      return Promise.all([
        client.invalidateQueries({ queryKey: pointFormulasKey }),
        formulaStore.loadOfficial(true),
      ]);
    },
  });
}
