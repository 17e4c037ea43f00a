import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListQuery } from '@muster/shared-kernel/core';
import { PAGE_SIZE, cardsOf, countOf, countQuery, pageQuery, type ListKind } from './list-page.js';

/** The query a list's read sends: a page's ({@link pageQuery}) or its count's ({@link countQuery}). */
type ListReadQuery = ReturnType<typeof pageQuery> | ReturnType<typeof countQuery>;

/**
 * The reads of a paged list of `Card`s (factions, scenarios), made from the one call that asks a
 * kind of it (public, the user's own, the moderation queue) for a query, and kept under
 * `listsKey`: a page of its cards and how many it holds (`count=true`), each a fetcher and a hook.
 */
export function pagedList<Card>(
  listsKey: readonly string[],
  read: (kind: ListKind, query: ListReadQuery) => Promise<Card[] | number>,
) {
  const fetchPage = async (kind: ListKind, query: Omit<ListQuery, 'count'> = {}) =>
    cardsOf(await read(kind, pageQuery(kind, query)));
  const fetchCount = async (kind: ListKind, search?: string): Promise<number> =>
    countOf(await read(kind, countQuery(kind, search)));
  const pageKey = (kind: ListKind, query: Omit<ListQuery, 'count'>) =>
    [...listsKey, kind, query.page ?? 1, query.search ?? '', query.limit ?? PAGE_SIZE] as const;
  return {
    pageKey,
    fetchPage,
    fetchCount,
    /** One page of cards; `enabled: false` waits (the count is read first, to clamp the page). */
    useList: (
      kind: ListKind,
      query: Omit<ListQuery, 'count'> = {},
      options: { enabled?: boolean } = {},
    ) =>
      useQuery({
        queryKey: pageKey(kind, query),
        queryFn: () => fetchPage(kind, query),
        placeholderData: keepPreviousData,
        enabled: options.enabled ?? true,
      }),
    /** How many items the list holds (for its page count). */
    useCount: (kind: ListKind, search?: string) =>
      useQuery({
        queryKey: [...listsKey, kind, 'count', search ?? ''] as const,
        queryFn: () => fetchCount(kind, search),
      }),
  };
}
