import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operations } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';
import { factionKey } from './use-faction.js';
import { factionListsKey } from './use-faction-list.js';

/**
 * DELETE /api/factions/{slug}: the faction leaves the cache and every list. The token is sent
 * when there is one; without one the server's refusal is toasted, and nobody is sent to sign in.
 */
export function useDeleteFaction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slug }: { slug: string; id: string }) =>
      callOperation(operations.deleteFaction, { params: { id: slug } }, { auth: 'optional' }),
    onSuccess: (_answer, { slug, id }) => {
      client.removeQueries({ queryKey: factionKey(slug) });
      client.removeQueries({ queryKey: factionKey(id) });
      return client.invalidateQueries({ queryKey: factionListsKey });
    },
  });
}
