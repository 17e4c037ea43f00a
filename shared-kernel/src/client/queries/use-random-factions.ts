import { useQuery } from '@tanstack/react-query';
import { operations } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';
import { factionListsKey } from './use-faction-list.js';

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
