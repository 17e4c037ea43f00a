import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operations } from '@muster/shared-kernel/core';
import { callOperation, factionKey, factionListsKey } from '@muster/shared-kernel/client';

// Here rather than in the kernel's client: only the faction page deletes factions.

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
