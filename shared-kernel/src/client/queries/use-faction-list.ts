import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { operations, type ListQuery } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';
import { PAGE_SIZE, cardsOf, countOf, countQuery, pageQuery, type ListKind } from './list-page.js';

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

/** Each faction list's operation: anyone's public list, or the signed-in user's. */
const FACTION_LISTS = {
  public: operations.listFactions,
  mine: operations.listOwnFactions,
  queue: operations.listFactionQueue,
} as const;

/** A page of faction cards (public list, My Factions, or the moderation queue). */
export async function fetchFactionList(kind: ListKind, query: Omit<ListQuery, 'count'> = {}) {
  return cardsOf(await callOperation(FACTION_LISTS[kind], { query: pageQuery(kind, query) }));
}

/** How many factions a list holds (`count=true`). */
export async function fetchFactionCount(kind: ListKind, search?: string): Promise<number> {
  return countOf(await callOperation(FACTION_LISTS[kind], { query: countQuery(kind, search) }));
}

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
    queryFn: () => fetchFactionList(kind, query),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** How many factions a list holds (for its page count). */
export function useFactionCount(kind: ListKind, search?: string) {
  return useQuery({
    queryKey: [...factionListsKey, kind, 'count', search ?? ''] as const,
    queryFn: () => fetchFactionCount(kind, search),
  });
}
