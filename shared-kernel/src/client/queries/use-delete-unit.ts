import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markFactionChanged } from './faction-re-review.js';
import { deleteUnit } from '../api/calls.js';
import { unitKey } from './use-unit.js';
import { factionUnitsKey } from './use-units-of-faction.js';

/** DELETE /api/units/{id}; its faction's unit list follows, and so does its faction (re-review). */
export function useDeleteUnit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; factionId: string }) => deleteUnit(id),
    onSuccess: (_answer, { id, factionId }) => {
      client.removeQueries({ queryKey: unitKey(id) });
      markFactionChanged(client);
      return client.invalidateQueries({ queryKey: factionUnitsKey(factionId) });
    },
  });
}
