import { useQuery } from '@tanstack/react-query';
import { operations } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';

export const rulesetKey = ['ruleset'] as const;

/** GET /api/ruleset/. */
export function useRuleset() {
  return useQuery({ queryKey: rulesetKey, queryFn: () => callOperation(operations.getRuleset) });
}
