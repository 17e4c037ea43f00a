import { useCachedSave } from './cached-writes.js';
import type { Faction, FactionPayload } from '@muster/shared-kernel/core';
import { saveFaction } from '../api/calls.js';
import { factionKey } from './use-faction.js';
import { factionListsKey } from './use-faction-list.js';

/** Creates (no id) or saves a faction; the faction and every faction list read it fresh. */
export function useSaveFaction() {
  return useCachedSave(
    ({ faction, id }: { faction: FactionPayload; id?: string }) => saveFaction(faction, id),
    {
      keys: (saved: Faction) => [
        factionKey(saved._id),
        ...(saved.slug ? [factionKey(saved.slug)] : []),
      ],
      lists: factionListsKey,
    },
  );
}
