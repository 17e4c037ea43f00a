import { PagedListQuery } from '@muster/shared-kernel/core';
import { badRequest } from '../errors.js';
import { cacheKeyQuery } from '../plugins/read-cache.js';

/** Page size of every list. */
export const PAGE_SIZE = 100;

export interface ListRequest {
  count: boolean;
  limit: number;
  /** 1-based; at least 1, not yet clamped to the last page (which needs the count). */
  page: number;
  search: string;
}

/**
 * Reads the list query: a page below the first is the first (pages are clamped, and past the end
 * once the count is known), a blank search is no search, and a limit out of 1 to {@link PAGE_SIZE}
 * is refused (400), since there is no page of that size to give.
 */
export function readListQuery(query: PagedListQuery): ListRequest {
  const limit = query.limit === undefined ? PAGE_SIZE : Number(query.limit);
  if (!(limit >= 1 && limit <= PAGE_SIZE)) {
    throw badRequest(`querystring/limit must be from 1 to ${PAGE_SIZE}`);
  }
  return {
    count: query.count === 'true' || query.count === '1',
    limit,
    page: Math.max(Number(query.page ?? 1) || 1, 1),
    search: (query.search ?? '').trim(),
  };
}

/**
 * The list query as the read cache keys it: what {@link pagedList} answers by, defaults left out
 * (`public` and `foo` are sent by the site's lists and mean nothing), so `page=1`, `page=-3` and no
 * page, or `search=` and no search, share one entry; a count depends on the search alone.
 */
function listCacheQuery(query: PagedListQuery): Record<string, string | undefined> {
  const { count, limit, page, search } = readListQuery(query);
  const searched = search === '' ? undefined : search;
  if (count) return { count: 'true', search: searched };
  return {
    limit: limit === PAGE_SIZE ? undefined : String(limit),
    page: page === 1 ? undefined : String(page),
    search: searched,
  };
}
cacheKeyQuery(PagedListQuery, listCacheQuery);

/** Clamps a page to 1..ceil(count/limit) (page 1 when empty); answers the row offset. */
export function clampPage(page: number, count: number, limit: number): number {
  const last = Math.max(1, Math.ceil(count / limit));
  return (Math.min(Math.max(page, 1), last) - 1) * limit;
}

/**
 * A LIKE pattern matching `search` anywhere, with its wildcards escaped. The query lower-cases it
 * (`lower(title) LIKE lower(pattern)`): the pattern and the text are lower-cased alike, by the
 * database, whatever its locale (JavaScript's lower case differs from a C-locale database's).
 */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** How one kind of list is counted and read, for {@link pagedList}. */
export interface PagedSource<Row> {
  count(pattern: string): Promise<number>;
  list(pattern: string, limit: number, offset: number): Promise<Row[]>;
}

/**
 * Answers a list query: the count with `count=true`, else the page's rows. Counting is only
 * needed to clamp a page past the end, so most requests skip it.
 */
export async function pagedList<Row>(
  source: PagedSource<Row>,
  query: PagedListQuery,
): Promise<number | Row[]> {
  const { count, limit, page, search } = readListQuery(query);
  const pattern = search ? containsPattern(search) : '';
  if (count) return source.count(pattern);
  const rows = await source.list(pattern, limit, (page - 1) * limit);
  if (rows.length > 0 || page <= 1) return rows;
  return source.list(pattern, limit, clampPage(page, await source.count(pattern), limit));
}

/** {@link pagedList}, with each row of a page turned into its card. */
export async function pagedCards<Row, Card>(
  source: PagedSource<Row>,
  query: PagedListQuery,
  toCard: (row: Row) => Card,
): Promise<number | Card[]> {
  const answer = await pagedList(source, query);
  return typeof answer === 'number' ? answer : answer.map(toCard);
}
