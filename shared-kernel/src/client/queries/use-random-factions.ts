import { useQuery } from '@tanstack/react-query';
import { randomFactions } from '../api/calls.js';
import { factionListsKey } from './use-faction-list.js';

/**
 * GET /api/factions/rand: the first card is the featured faction. `enabled: false` waits (it
 * is read after the page).
 */
export function useRandomFactions(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...factionListsKey, 'random'] as const,
    queryFn: randomFactions,
    enabled: options.enabled ?? true,
  });
}
