import { useQuery } from '@tanstack/react-query';
import { operations } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';

export const abilityTemplatesKey = ['abilities'] as const;
/** The list of every template (what a roster's costs need). */
export const abilityTemplateListKey = [...abilityTemplatesKey, 'list'] as const;

/**
 * GET /api/ability: every ability template (units' costs and texts need them); `enabled` false
 * asks nothing (a roster pinned to a faction version reads the templates that version kept).
 */
export function useAbilityTemplates(enabled = true) {
  return useQuery({
    queryKey: abilityTemplateListKey,
    queryFn: () => callOperation(operations.listAbilityTemplates),
    enabled,
  });
}
