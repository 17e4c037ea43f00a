import { operations } from '@muster/shared-kernel/core';
import { abilityTemplatesKey, callOperation, useNamedQuery } from '@muster/shared-kernel/client';

// Here rather than in the kernel's client: only the template editor reads one template.

/** One template's key: under every template read, so a template save refreshes it too. */
export const abilityTemplateKey = (id: string) => [...abilityTemplatesKey, 'detail', id] as const;

/** GET /api/ability/{id}. */
export function useAbilityTemplate(id: string | undefined) {
  return useNamedQuery(id, abilityTemplateKey, (name, shown) =>
    callOperation(operations.getAbilityTemplate, { params: { id: name } }, shown),
  );
}
