import { useQuery } from '@tanstack/react-query';
import { operations } from '@muster/shared-kernel/core';
import { callOperation, factionListsKey } from '@muster/shared-kernel/client';

// Here rather than in the kernel's client: only the faction list features a random faction.

/**
 * GET /api/factions/rand: the first card is the featured faction. `enabled: false` waits (it
 * is read after the page).
 */
export function useRandomFactions(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...factionListsKey, 'random'] as const,
    queryFn: () => callOperation(operations.getRandomFaction),
    enabled: options.enabled ?? true,
  });
}
