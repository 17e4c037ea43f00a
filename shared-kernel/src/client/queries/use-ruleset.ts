import { useQuery } from '@tanstack/react-query';
import { getRuleset } from '../api/calls.js';

export const rulesetKey = ['ruleset'] as const;

/** GET /api/ruleset/. */
export function useRuleset() {
  return useQuery({ queryKey: rulesetKey, queryFn: getRuleset });
}
