import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Unit, UnitPayload } from '@muster/shared-kernel/core';
import { refreshFactionAfterChange } from './faction-re-review.js';
import { saveUnit } from '../api/calls.js';
import { unitKey } from './use-unit.js';
import { factionUnitsKey } from './use-units-of-faction.js';

/**
 * Creates or saves a unit; the unit and its faction's unit list (the faction page) follow, and so
 * does its faction, whose review a non-moderator's save takes away (the author is told so).
 */
export function useSaveUnit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ unit, id }: { unit: UnitPayload; id?: string }) => saveUnit(unit, id),
    onSuccess: async (saved: Unit) => {
      client.setQueryData(unitKey(saved._id), saved);
      await client.invalidateQueries({ queryKey: factionUnitsKey(saved.faction) });
      await refreshFactionAfterChange(client, saved.faction);
    },
  });
}
