import { useQuery } from '@tanstack/react-query';
import { operations } from '@muster/shared-kernel/core';
import { callOperation, cardsOf, factionListsKey } from '@muster/shared-kernel/client';

// Here rather than in the kernel's client: only the author page reads an author's factions.

/** GET /api/factions/byuser/{author}. */
export function useFactionsByAuthor(author: string) {
  return useQuery({
    queryKey: [...factionListsKey, 'author', author] as const,
    queryFn: async () =>
      cardsOf(await callOperation(operations.listFactionsByUser, { params: { username: author } })),
  });
}
