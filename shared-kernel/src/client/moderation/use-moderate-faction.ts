import { operations } from '@muster/shared-kernel/core';
import { callOperation, factionListsKey } from '@muster/shared-kernel/client';
import {
  moderationBody,
  reviewBody,
  useModeration,
  type ModerationIntent,
  type ModerationOptions,
  type ModerationVariables,
} from './use-moderation.js';

/** The moderation queue of factions: its pages and its count (`useFactionCount('queue')`). */
const factionQueueKey = [...factionListsKey, 'queue'] as const;

const moderateFactionKey = ['factions', 'moderate'] as const;

/**
 * A moderator approves, disapproves or banishes a faction to draft, a disapproval or banishment
 * with an optional reason (the faction's `reviewNote`). Each call names the result wanted, so a
 * stale screen cannot undo another moderator's approval: the server answers that it was already
 * done, which is toasted. An approved or banished faction leaves the cached queue at once (its
 * pages and count), and comes back if the server refuses (the client has toasted why); once
 * settled, the queue, the lists and the faction are read again ({@link useModeration}).
 */
export function useModerateFaction(options: ModerationOptions = {}) {
  return useModeration({
    mutationKey: moderateFactionKey,
    queueKey: factionQueueKey,
    refresh: [['factions', 'detail'], factionListsKey],
    intentOf: ({ action }: ModerationVariables & { action: ModerationIntent }) => action,
    call: ({ action, id, reason }) =>
      action === 'banish'
        ? callOperation(operations.banishFactionToDraft, {
            params: { id },
            body: moderationBody(reason),
          })
        : callOperation(operations.toggleFactionApproval, {
            params: { id },
            body: reviewBody(action, reason),
          }),
    options,
  });
}
