import { useQuery } from '@tanstack/react-query';
import { factionsByAuthor } from '../api/calls.js';
import { factionListsKey } from './use-faction-list.js';

/** GET /api/factions/byuser/{author}. */
export function useFactionsByAuthor(author: string) {
  return useQuery({
    queryKey: [...factionListsKey, 'author', author] as const,
    queryFn: () => factionsByAuthor(author),
  });
}
