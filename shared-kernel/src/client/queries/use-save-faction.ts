import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Faction, FactionPayload } from '@muster/shared-kernel/core';
import { saveFaction } from '../api/calls.js';
import { factionKey } from './use-faction.js';
import { factionListsKey } from './use-faction-list.js';

/** Creates (no id) or saves a faction; the faction and every faction list read it fresh. */
export function useSaveFaction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ faction, id }: { faction: FactionPayload; id?: string }) =>
      saveFaction(faction, id),
    onSuccess: (saved: Faction) => {
      client.setQueryData(factionKey(saved._id), saved);
      if (saved.slug) client.setQueryData(factionKey(saved.slug), saved);
      return client.invalidateQueries({ queryKey: factionListsKey });
    },
  });
}
