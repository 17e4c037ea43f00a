import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Scenario, ScenarioPayload } from '@muster/shared-kernel/core';
import { deleteScenario, saveScenario, toggleScenarioApproval } from '../api/calls.js';
import { scenarioKey } from './use-scenario.js';
import { scenariosKey } from './use-scenario-list.js';

/** Creates or saves a scenario; it and every scenario list follow. */
export function useSaveScenario() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ scenario, id }: { scenario: ScenarioPayload; id?: string }) =>
      saveScenario(scenario, id),
    onSuccess: (saved: Scenario) => {
      if (saved.slug) client.setQueryData(scenarioKey(saved.slug), saved);
      return client.invalidateQueries({ queryKey: [...scenariosKey, 'list'] });
    },
  });
}

/** DELETE /api/scenarios/{slug}. */
export function useDeleteScenario() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => deleteScenario(slug),
    onSuccess: (_answer, slug) => {
      client.removeQueries({ queryKey: scenarioKey(slug) });
      return client.invalidateQueries({ queryKey: [...scenariosKey, 'list'] });
    },
  });
}

/** A moderator approves or disapproves a scenario (toggle). */
export function useToggleScenarioApproval() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => toggleScenarioApproval(id),
    onSuccess: () => client.invalidateQueries({ queryKey: scenariosKey }),
  });
}
