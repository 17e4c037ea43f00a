import { useMutation, useQueryClient } from '@tanstack/react-query';
import { banishFactionToDraft, toggleFactionApproval } from '../api/calls.js';
import { factionListsKey } from './use-faction-list.js';
import { refreshAfterModeration, takeOutOfQueue } from './queue-removal.js';

const ACTIONS = { toggleApproval: toggleFactionApproval, banish: banishFactionToDraft };

/** The moderation queue of factions: its pages and its count (`useFactionCount('queue')`). */
export const factionQueueKey = [...factionListsKey, 'queue'] as const;

const moderateFactionKey = ['factions', 'moderate'] as const;

/**
 * A moderator approves / disapproves (toggle) or banishes a faction to draft, a disapproval or
 * banishment with an optional reason (the faction's `reviewNote`). An approved or
 * banished faction leaves the cached queue at once (its pages and count), and comes back if the
 * server refuses (the client has toasted why); once settled, the queue, the lists and the
 * faction are read again.
 */
export function useModerateFaction() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: moderateFactionKey,
    mutationFn: ({
      action,
      id,
      reason,
    }: {
      action: keyof typeof ACTIONS;
      id: string;
      /** A disapproval's or banishment's reason, which the author sees; approval sends none. */
      reason?: string;
    }) => ACTIONS[action](id, reason),
    onMutate: ({ id }) => takeOutOfQueue(client, factionQueueKey, id),
    onError: (_error, _variables, restore) => restore?.(),
    onSettled: () =>
      refreshAfterModeration(client, moderateFactionKey, [['factions', 'detail'], factionListsKey]),
  });
}
