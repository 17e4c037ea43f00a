import { type Ruleset } from '@muster/shared-kernel/core';
import { orNull, formulaStore, saveRuleset } from '@muster/shared-kernel/client';

/**
 * Saves the ruleset (administrator; POST /api/ruleset/), then the 'formula base change' of
 * SPEC §2: the formula in force is reloaded, so every cost in this browser follows the new active
 * formula at once (other browsers load it on their next visit).
 */
export async function saveRulesetAndActiveFormula(ruleset: Ruleset): Promise<Ruleset | null> {
  const saved = await orNull(saveRuleset(ruleset));
  if (saved) await formulaStore.loadOfficial(true);
  return saved;
}
