import { operations, type ReviewIntent, type ScenarioPayload } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';
import { useCachedDelete, useCachedSave } from './cached-writes.js';
import {
  moderationBody,
  reviewBody,
  useModeration,
  type ModerationOptions,
  type ModerationVariables,
} from './use-moderation.js';
import { scenarioKey } from './use-scenario.js';
import { scenariosKey } from './use-scenario-list.js';

/** The moderation queue of scenarios: its pages and its count (`useScenarioCount('queue')`). */
const scenarioQueueKey = [...scenariosKey, 'list', 'queue'] as const;

const moderateScenarioKey = [...scenariosKey, 'moderate'] as const;

/** Creates or saves a scenario; it and every scenario list follow. */
export function useSaveScenario() {
  return useCachedSave(
    ({ scenario, id }: { scenario: ScenarioPayload; id?: string }) =>
      id
        ? callOperation(operations.updateScenario, { params: { id }, body: scenario })
        : callOperation(operations.createScenario, { body: scenario }),
    {
      keys: (saved) => (saved.slug ? [scenarioKey(saved.slug)] : []),
      lists: [...scenariosKey, 'list'],
    },
  );
}

/** DELETE /api/scenarios/{slug}. */
export function useDeleteScenario() {
  return useCachedDelete(
    (slug) => callOperation(operations.deleteScenario, { params: { id: slug } }),
    { item: scenarioKey, lists: [...scenariosKey, 'list'] },
  );
}

/**
 * A moderator approves or disapproves a scenario, naming the result wanted (`action`), a
 * disapproval with an optional reason (the scenario's `reviewNote`; an approval sends none). An
 * approved scenario leaves the cached queue at once, as {@link useModeration} says; an answer
 * that it was already so is toasted, never undone.
 */
export function useReviewScenario(options: ModerationOptions = {}) {
  return useModeration({
    mutationKey: moderateScenarioKey,
    queueKey: scenarioQueueKey,
    refresh: [scenariosKey],
    intentOf: ({ action }: ModerationVariables & { action: ReviewIntent }) => action,
    call: ({ id, action, reason }) =>
      callOperation(operations.toggleScenarioApproval, {
        params: { id },
        body: reviewBody(action, reason),
      }),
    options,
  });
}

/**
 * A moderator sends a queued scenario back to draft, with an optional reason the author sees
 * (POST /api/scenarios/banishdraft/{id}: the server keeps its text and thumbnail, clears its
 * review and writes the moderation log). It leaves the cached queue at once, as
 * {@link useReviewScenario} does.
 */
export function useScenarioBackToDraft(options: ModerationOptions = {}) {
  return useModeration({
    mutationKey: moderateScenarioKey,
    queueKey: scenarioQueueKey,
    refresh: [scenariosKey],
    intentOf: (_variables: ModerationVariables) => 'banish',
    call: ({ id, reason }) =>
      callOperation(operations.banishScenarioToDraft, {
        params: { id },
        body: moderationBody(reason),
      }),
    options,
  });
}
