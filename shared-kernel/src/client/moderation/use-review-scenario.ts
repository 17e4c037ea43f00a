import { operations, type ReviewIntent } from '@muster/shared-kernel/core';
import { callOperation, scenariosKey } from '@muster/shared-kernel/client';
import {
  moderationBody,
  reviewBody,
  useModeration,
  type ModerationOptions,
  type ModerationVariables,
} from './use-moderation.js';

/** The moderation queue of scenarios: its pages and its count (`useScenarioCount('queue')`). */
const scenarioQueueKey = [...scenariosKey, 'list', 'queue'] as const;

const moderateScenarioKey = [...scenariosKey, 'moderate'] as const;

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
