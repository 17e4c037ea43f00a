import { operations, type AbilityTemplatePayload } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';
import { useCachedDelete, useCachedSave } from './cached-writes.js';
import { abilityTemplateKey } from './use-ability-template.js';
import { abilityTemplatesKey } from './use-ability-templates.js';

/**
 * Creates or saves an ability template (moderator); every template read follows. The saved
 * template (with its new version) is cached at once, so an editor opened on it next does not
 * start from the version this save replaced.
 */
export function useSaveAbilityTemplate() {
  return useCachedSave(
    ({ template, id }: { template: AbilityTemplatePayload; id?: string }) =>
      id
        ? callOperation(operations.updateAbilityTemplate, { params: { id }, body: template })
        : callOperation(operations.createAbilityTemplate, { body: template }),
    { keys: (saved) => [abilityTemplateKey(saved._id)], lists: abilityTemplatesKey },
  );
}

/** DELETE /api/ability/{id} (moderator). */
export function useDeleteAbilityTemplate() {
  return useCachedDelete(
    (id) => callOperation(operations.deleteAbilityTemplate, { params: { id } }),
    { lists: abilityTemplatesKey },
  );
}
