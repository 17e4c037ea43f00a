import { useQuery } from '@tanstack/react-query';
import { getAbilityTemplate } from '../api/calls.js';
import { abilityTemplatesKey } from './use-ability-templates.js';

/** GET /api/ability/{id}. */
export function useAbilityTemplate(id: string | undefined) {
  return useQuery({
    queryKey: [...abilityTemplatesKey, 'detail', id ?? ''] as const,
    queryFn: () => getAbilityTemplate(id ?? ''),
    enabled: Boolean(id),
  });
}
