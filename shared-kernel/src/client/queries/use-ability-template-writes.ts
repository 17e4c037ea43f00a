import { useMutation, useQueryClient } from '@tanstack/react-query';
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
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ template, id }: { template: AbilityTemplatePayload; id?: string }) =>
      saveAbilityTemplate(template, id),
    onSuccess: (saved) => {
      client.setQueryData(abilityTemplateKey(saved._id), saved);
      return client.invalidateQueries({ queryKey: abilityTemplatesKey });
    },
  });
}

/** DELETE /api/ability/{id} (moderator). */
export function useDeleteAbilityTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteAbilityTemplate(id),
    onSuccess: () => client.invalidateQueries({ queryKey: abilityTemplatesKey }),
  });
}
