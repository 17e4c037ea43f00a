import { useCachedDelete, useCachedSave } from './cached-writes.js';
import type { AbilityTemplatePayload } from '@muster/shared-kernel/core';
import { deleteAbilityTemplate, saveAbilityTemplate } from '../api/calls.js';
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
      saveAbilityTemplate(template, id),
    { keys: (saved) => [abilityTemplateKey(saved._id)], lists: abilityTemplatesKey },
  );
}

/** DELETE /api/ability/{id} (moderator). */
export function useDeleteAbilityTemplate() {
  return useCachedDelete(deleteAbilityTemplate, { lists: abilityTemplatesKey });
}
