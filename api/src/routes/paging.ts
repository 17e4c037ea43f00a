import type { ListQuery } from './common.schemas.js';

/** Page size of every list (SPEC §9). */
export const PAGE_SIZE = 100;

export interface ListRequest {
  count: boolean;
  limit: number;
  /** 1-based, before clamping. */
  page: number;
  search: string;
}

/** Reads the list query; pages are clamped once the count is known. */
export function readListQuery(query: ListQuery): ListRequest {
  const limit = Math.min(Math.max(Number(query.limit ?? PAGE_SIZE) || PAGE_SIZE, 1), PAGE_SIZE);
  return {
    count: query.count === 'true' || query.count === '1',
    limit,
    page: Number(query.page ?? 1) || 1,
    search: (query.search ?? '').trim(),
  };
}

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
  query: ListQuery,
): Promise<number | Row[]> {
  const { count, limit, page, search } = readListQuery(query);
  const pattern = search ? containsPattern(search) : '';
  if (count) return source.count(pattern);
  const rows = await source.list(pattern, limit, (Math.max(page, 1) - 1) * limit);
  if (rows.length > 0 || page <= 1) return rows;
  return source.list(pattern, limit, clampPage(page, await source.count(pattern), limit));
}

/** {@link pagedList}, with each row of a page turned into its card. */
export async function pagedCards<Row, Card>(
  source: PagedSource<Row>,
  query: ListQuery,
  toCard: (row: Row) => Card,
): Promise<number | Card[]> {
  const answer = await pagedList(source, query);
  return typeof answer === 'number' ? answer : answer.map(toCard);
}
