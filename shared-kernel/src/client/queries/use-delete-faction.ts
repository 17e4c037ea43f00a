import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteFaction } from '../api/calls.js';
import { factionKey } from './use-faction.js';
import { factionListsKey } from './use-faction-list.js';

/** DELETE /api/factions/{slug}: the faction leaves the cache and every list. */
export function useDeleteFaction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slug }: { slug: string; id: string }) => deleteFaction(slug),
    onSuccess: (_answer, { slug, id }) => {
      client.removeQueries({ queryKey: factionKey(slug) });
      client.removeQueries({ queryKey: factionKey(id) });
      return client.invalidateQueries({ queryKey: factionListsKey });
    },
  });
}
