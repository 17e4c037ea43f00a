import { getAbilityTemplate } from '../api/calls.js';
import { useNamedQuery } from './use-named-query.js';
import { abilityTemplatesKey } from './use-ability-templates.js';

/** GET /api/ability/{id}. */
export function useAbilityTemplate(id: string | undefined) {
  return useNamedQuery(
    id,
    (name) => [...abilityTemplatesKey, 'detail', name] as const,
    getAbilityTemplate,
  );
}
