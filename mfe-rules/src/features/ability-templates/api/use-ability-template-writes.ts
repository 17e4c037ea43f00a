import { operations, type AbilityTemplatePayload } from '@muster/shared-kernel/core';
import {
  abilityTemplatesKey,
  callOperation,
  createOrUpdate,
  useCachedDelete,
  useCachedSave,
} from '@muster/shared-kernel/client';
import { abilityTemplateKey } from './use-ability-template';

// Here rather than in the kernel's client: only this remote's template screens write templates.

const saveTemplate = createOrUpdate(
  operations.createAbilityTemplate,
  operations.updateAbilityTemplate,
);

/**
 * Creates or saves an ability template (moderator); every template read follows. The saved
 * template (with its new version) is cached at once, so an editor opened on it next does not
 * start from the version this save replaced.
 */
export function useSaveAbilityTemplate() {
  return useCachedSave(
    ({ template, id }: { template: AbilityTemplatePayload; id?: string }) =>
      saveTemplate(template, id),
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
