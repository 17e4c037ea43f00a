import { useMutation, useQueryClient } from '@tanstack/react-query';
import { banishFactionToDraft, toggleFactionApproval } from '../api/calls.js';
import { factionListsKey } from './use-faction-list.js';
import { refreshAfterModeration, takeOutOfQueue } from './queue-removal.js';

const ACTIONS = { toggleApproval: toggleFactionApproval, banish: banishFactionToDraft };

/** The moderation queue of factions: its pages and its count (`useFactionCount('queue')`). */
export const factionQueueKey = [...factionListsKey, 'queue'] as const;

const moderateFactionKey = ['factions', 'moderate'] as const;

/**
 * A moderator approves / disapproves (toggle) or banishes a faction to draft. An approved or
 * banished faction leaves the cached queue at once (its pages and count), and comes back if the
 * server refuses (the client has toasted why); once settled, the queue, the lists and the
 * faction are read again.
 */
export function useModerateFaction() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: moderateFactionKey,
    mutationFn: ({ action, id }: { action: keyof typeof ACTIONS; id: string }) =>
      ACTIONS[action](id),
    onMutate: ({ id }) => takeOutOfQueue(client, factionQueueKey, id),
    onError: (_error, _variables, restore) => restore?.(),
    onSettled: () =>
      refreshAfterModeration(client, moderateFactionKey, [['factions', 'detail'], factionListsKey]),
  });
}
