import type { ListQuery } from '@muster/shared-kernel/core';

/** Lists of factions and scenarios are paged by 100. */
export const PAGE_SIZE = 100;

/** Which list of factions or scenarios: the public one, the user's own, or the moderation queue. */
export type ListKind = 'public' | 'mine' | 'queue';

/**
 * The query each list starts with: the public list and the queue ask for `public=true`, the
 * user's own list for `foo=bar`, as the first clients did (the server reads neither).
 */
const LIST_BASE_QUERY: Readonly<Record<ListKind, { public: 'true' } | { foo: 'bar' }>> = {
  public: { public: 'true' },
  mine: { foo: 'bar' },
  queue: { public: 'true' },
};

/** The query of a page of a list: its base, then the page size, the page and the search. */
export const pageQuery = (kind: ListKind, query: Omit<ListQuery, 'count'>) => ({
  ...LIST_BASE_QUERY[kind],
  limit: query.limit ?? PAGE_SIZE,
  page: query.page ?? 1,
  search: query.search,
});

/** The query of a list's count (`count=true`), with the search it counts. */
export const countQuery = (kind: ListKind, search: string | undefined) => ({
  ...LIST_BASE_QUERY[kind],
  count: 'true',
  search,
});

/**
 * A list's answer, which is its cards unless a count was asked for: a number where cards were
 * asked for is the server answering the wrong question, a failed read.
 */
export function cardsOf<Card>(listing: Card[] | number): Card[] {
  if (typeof listing === 'number') throw new Error('The server answered a count, not a list');
  return listing;
}

/** A count's answer: a list where a count was asked for is a failed read, as in {@link cardsOf}. */
export function countOf(listing: unknown[] | number): number {
  if (typeof listing !== 'number') throw new Error('The server answered a list, not a count');
  return listing;
}

/** One page of a paged list (factions, scenarios): its number, how many pages, its cards. */
export interface ListPage<Card> {
  /** The page shown, clamped to 1..pages. */
  page: number;
  /** How many pages the list has (at least 1). */
  pages: number;
  cards: Card[];
}

/** The state of a page: still loading, failed (nothing to show), or ready. */
export type ListPageState<Card, Page extends ListPage<Card> = ListPage<Card>> =
  | { state: 'loading'; page: number }
  | { state: 'failed'; page: number }
  | { state: 'ready'; page: number; value: Page };

/** What {@link listPageState} reads of a query's result. */
export interface ListRead<T> {
  data: T | undefined;
  isError: boolean;
  isPlaceholderData?: boolean;
}

/** The page number of a route parameter: a whole number of at least 1, else 1. */
export function pageNumber(param: string | undefined): number {
  const page = Number(param);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The page to read of a list holding `total` items, `requested` clamped to
 * 1..ceil(total / 100); while the count is unknown, the page requested.
 */
export function clampPage(
  requested: number,
  total: number | undefined,
): { page: number; pages: number } {
  const pages = Math.max(1, Math.ceil((total ?? 0) / PAGE_SIZE));
  return { page: total === undefined ? requested : Math.min(pages, Math.max(1, requested)), pages };
}

/** Whether the list's page should be read: only once the count says it holds something. */
export const hasItems = (count: ListRead<number>): boolean => (count.data ?? 0) > 0;

/**
 * A paged list, read in order: the count first (`count`), then the clamped page
 * (`list`, read only when {@link hasItems}). A page still loading shows 'Loading...', not the
 * previous page's cards; an empty list is ready at once, with no cards.
 */
export function listPageState<Card>(
  count: ListRead<number>,
  list: ListRead<Card[]>,
  { page, pages }: { page: number; pages: number },
): ListPageState<Card> {
  if (count.isError || list.isError) return { state: 'failed', page };
  if (count.data === undefined) return { state: 'loading', page };
  if (count.data === 0) return { state: 'ready', page, value: { page, pages, cards: [] } };
  if (!list.data || list.isPlaceholderData) return { state: 'loading', page };
  return { state: 'ready', page, value: { page, pages, cards: list.data } };
}
