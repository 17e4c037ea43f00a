import { operations } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';
import { useNamedQuery } from './use-named-query.js';
import { abilityTemplatesKey } from './use-ability-templates.js';

/** One template's key: under every template read, so a template save refreshes it too. */
export const abilityTemplateKey = (id: string) => [...abilityTemplatesKey, 'detail', id] as const;

/** GET /api/ability/{id}. */
export function useAbilityTemplate(id: string | undefined) {
  return useNamedQuery(id, abilityTemplateKey, (name) =>
    callOperation(operations.getAbilityTemplate, { params: { id: name } }),
  );
}
