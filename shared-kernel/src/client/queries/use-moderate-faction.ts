import { useMutation, useQueryClient } from '@tanstack/react-query';
import { banishFactionToDraft, toggleFactionApproval } from '../api/calls.js';
import { factionListsKey } from './use-faction-list.js';

const ACTIONS = { toggleApproval: toggleFactionApproval, banish: banishFactionToDraft };

/** A moderator approves / disapproves (toggle) or banishes a faction to draft. */
export function useModerateFaction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: keyof typeof ACTIONS; id: string }) =>
      ACTIONS[action](id),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['factions', 'detail'] }),
        client.invalidateQueries({ queryKey: factionListsKey }),
      ]),
  });
}
