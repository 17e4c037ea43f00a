import { operations, type FactionPayload } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';
import { useCachedSave } from './cached-writes.js';
import { factionKey } from './use-faction.js';
import { factionListsKey } from './use-faction-list.js';

/** POST /api/factions/ (create, without id) or /api/factions/{id}: answers the saved faction. */
export const saveFaction = (faction: FactionPayload, id?: string) =>
  id
    ? callOperation(operations.updateFaction, { params: { id }, body: faction })
    : callOperation(operations.createFaction, { body: faction });

/** Creates (no id) or saves a faction; the faction and every faction list read it fresh. */
export function useSaveFaction() {
  return useCachedSave(
    ({ faction, id }: { faction: FactionPayload; id?: string }) => saveFaction(faction, id),
    {
      keys: (saved) => [factionKey(saved._id), ...(saved.slug ? [factionKey(saved.slug)] : [])],
      lists: factionListsKey,
    },
  );
}
