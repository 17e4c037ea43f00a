import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RulesetPayload } from '@muster/shared-kernel/core';
import { saveRuleset } from '../api/calls.js';
import { pointFormulasKey } from './use-point-formulas.js';
import { rulesetKey } from './use-ruleset.js';

/** Saves the ruleset (administrator); it names the active formula, so formulas follow too. */
export function useSaveRuleset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ruleset: RulesetPayload) => saveRuleset(ruleset),
    onSuccess: (saved) => {
      client.setQueryData(rulesetKey, saved);
      return client.invalidateQueries({ queryKey: pointFormulasKey });
    },
  });
}
