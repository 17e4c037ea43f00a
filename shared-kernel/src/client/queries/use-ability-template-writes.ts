import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AbilityTemplatePayload } from '@muster/shared-kernel/core';
import { deleteAbilityTemplate, saveAbilityTemplate } from '../api/calls.js';
import { abilityTemplatesKey } from './use-ability-templates.js';

/** Creates or saves an ability template (moderator); every template read follows. */
export function useSaveAbilityTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ template, id }: { template: AbilityTemplatePayload; id?: string }) =>
      saveAbilityTemplate(template, id),
    onSuccess: () => client.invalidateQueries({ queryKey: abilityTemplatesKey }),
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
