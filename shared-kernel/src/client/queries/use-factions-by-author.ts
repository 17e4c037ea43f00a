import { useQuery } from '@tanstack/react-query';
import { operations } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';
import { cardsOf } from './list-page.js';
import { factionListsKey } from './use-faction-list.js';

/** GET /api/factions/byuser/{author}. */
export function useFactionsByAuthor(author: string) {
  return useQuery({
    queryKey: [...factionListsKey, 'author', author] as const,
    queryFn: async () =>
      cardsOf(await callOperation(operations.listFactionsByUser, { params: { username: author } })),
  });
}
