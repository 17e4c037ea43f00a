import { operations, type AbilityTemplatePayload } from '@muster/shared-kernel/core';
import {
  abilityTemplatesKey,
  callOperation,
  useCachedDelete,
  useCachedSave,
} from '@muster/shared-kernel/client';
import { abilityTemplateKey } from './use-ability-template';

// Here rather than in the kernel's client: only this remote's template screens write templates.

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
