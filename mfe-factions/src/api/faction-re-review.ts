import type { QueryClient } from '@tanstack/react-query';
import { operations, type Faction } from '@muster/shared-kernel/core';
import {
  callOperation,
  factionKey,
  factionListsKey,
  isListed,
  sayIfFactionBackToReview,
} from '@muster/shared-kernel/client';

// Here rather than in the kernel's client: only this remote's unit and weapon writes use it.

/**
 * After a unit or weapon is saved: the server may have taken its faction's review away (a change to
 * approved content sends it back to review), so the faction is read again (cached under its id and
 * slug), its lists and queue follow, and the author is told when the faction left the public lists.
 */
export async function refreshFactionAfterChange(
  client: QueryClient,
  factionId: string,
): Promise<void> {
  const before = client.getQueryData<Faction>(factionKey(factionId));
  // A save can only take a review away: a faction not listed before keeps its state.
  if (before && !isListed(before)) {
    await client.invalidateQueries({ queryKey: factionListsKey });
    return;
  }
  try {
    const after = await callOperation(operations.getFaction, { params: { id: factionId } });
    client.setQueryData(factionKey(after._id), after);
    if (after.slug) client.setQueryData(factionKey(after.slug), after);
    sayIfFactionBackToReview(before, after);
  } catch {
    // The save itself succeeded; the faction page reads the faction again when it shows.
    await client.invalidateQueries({ queryKey: factionKey(factionId) });
  }
  await client.invalidateQueries({ queryKey: factionListsKey });
}

/**
 * After a unit or weapon is deleted: its faction may have lost its review, so every cached
 * faction is marked stale (read again where it next shows) and the lists and queue follow. No
 * faction is read at once: the deleted item's page, still open, shows its faction, and a change
 * there would read the deleted item again.
 */
export function markFactionChanged(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: factionKey('').slice(0, 2), refetchType: 'none' });
  void client.invalidateQueries({ queryKey: factionListsKey });
}
