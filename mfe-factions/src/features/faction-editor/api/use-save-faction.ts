import { operations, type FactionPayload } from '@muster/shared-kernel/core';
import {
  callOperation,
  factionKey,
  factionListsKey,
  useCachedSave,
} from '@muster/shared-kernel/client';

// Here rather than in the kernel's client: only the faction editor saves factions.

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
