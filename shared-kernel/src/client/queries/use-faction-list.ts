import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListQuery } from '@muster/shared-kernel/core';
import { PAGE_SIZE, countFactions, listFactions, type ListKind } from '../api/calls.js';

/** Every faction list; a page of one list is one key below it. */
export const factionListsKey = ['factions', 'list'] as const;

export const factionListKey = (kind: ListKind, query: Omit<ListQuery, 'count'>) =>
  [
    ...factionListsKey,
    kind,
    query.page ?? 1,
    query.search ?? '',
    query.limit ?? PAGE_SIZE,
  ] as const;

/**
 * One page of faction cards (public list, My Factions, or the moderation queue). `enabled: false`
 * waits (the count is read first, to clamp the page).
 */
export function useFactionList(
  kind: ListKind,
  query: Omit<ListQuery, 'count'> = {},
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: factionListKey(kind, query),
    queryFn: () => listFactions(kind, query),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** How many factions a list holds (for its page count). */
export function useFactionCount(kind: ListKind, search?: string) {
  return useQuery({
    queryKey: [...factionListsKey, kind, 'count', search ?? ''] as const,
    queryFn: () => countFactions(kind, search),
  });
}
