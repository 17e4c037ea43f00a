import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Scenario, ScenarioPayload } from '@muster/shared-kernel/core';
import {
  banishScenarioToDraft,
  deleteScenario,
  saveScenario,
  toggleScenarioApproval,
} from '../api/calls.js';
import { refreshAfterModeration, takeOutOfQueue } from './queue-removal.js';
import { scenarioKey } from './use-scenario.js';
import { scenariosKey } from './use-scenario-list.js';

/** The moderation queue of scenarios: its pages and its count (`useScenarioCount('queue')`). */
export const scenarioQueueKey = [...scenariosKey, 'list', 'queue'] as const;

/** A moderation call's variables: the item, and a disapproval's optional reason. */
export interface ModerationVariables {
  id: string;
  reason?: string;
}

const moderateScenarioKey = [...scenariosKey, 'moderate'] as const;

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

/**
 * A moderator approves or disapproves a scenario (toggle), a disapproval with an optional reason
 * (the scenario's `reviewNote`; an approval sends none). An approved scenario leaves the cached
 * queue at once (its pages and count), and comes back if the server refuses (the client has
 * toasted why); once settled, the queue, the lists and the scenario are read again.
 */
export function useToggleScenarioApproval() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: moderateScenarioKey,
    mutationFn: ({ id, reason }: ModerationVariables) => toggleScenarioApproval(id, reason),
    onMutate: ({ id }) => takeOutOfQueue(client, scenarioQueueKey, id),
    onError: (_error, _variables, restore) => restore?.(),
    onSettled: () => refreshAfterModeration(client, moderateScenarioKey, [scenariosKey]),
  });
}

/**
 * A moderator sends a queued scenario back to draft, with an optional reason the author sees
 * (POST /api/scenarios/banishdraft/{id}: the server keeps its text and thumbnail, clears its
 * review and writes the moderation log). It leaves the cached queue at once, as
 * {@link useToggleScenarioApproval} does.
 */
export function useScenarioBackToDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: moderateScenarioKey,
    mutationFn: ({ id, reason }: ModerationVariables) => banishScenarioToDraft(id, reason),
    onMutate: ({ id }) => takeOutOfQueue(client, scenarioQueueKey, id),
    onError: (_error, _variables, restore) => restore?.(),
    onSettled: () => refreshAfterModeration(client, moderateScenarioKey, [scenariosKey]),
  });
}
