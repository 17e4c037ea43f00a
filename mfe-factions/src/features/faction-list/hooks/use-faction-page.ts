import { type FactionCard } from '@muster/shared-kernel/core';
import {
  PAGE_SIZE,
  useFactionCount,
  useFactionList,
  useRandomFactions,
} from '@muster/shared-kernel/client';

/** Which faction list: the public one or the user's own. */
export type FactionListKind = 'public' | 'mine';

/** One page of a faction list. */
export interface FactionPage {
  /** The page shown, clamped to 1..pages. */
  page: number;
  pages: number;
  cards: FactionCard[];
  /** The featured random faction (public list without a search only). */
  featured: FactionCard | null;
}

/** The state of a page: still loading, failed (nothing to show), or ready. */
export type FactionPageState =
  | { state: 'loading'; page: number }
  | { state: 'failed'; page: number }
  | { state: 'ready'; page: number; value: FactionPage };

/** The page number of a route parameter: a whole number of at least 1, else 1. */
export function pageNumber(param: string | undefined): number {
  const page = Number(param);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * SPEC §4: the count first, then the page (clamped to 1..ceil(count/100)), then a random faction
 * (public list without a search only; a failed one just shows no featured card).
 */
export function useFactionPage(
  kind: FactionListKind,
  requested: number,
  search: string,
): FactionPageState {
  const count = useFactionCount(kind, search || undefined);
  const total = count.data;
  const pages = Math.max(1, Math.ceil((total ?? 0) / PAGE_SIZE));
  const page = total === undefined ? requested : Math.min(pages, Math.max(1, requested));
  const list = useFactionList(
    kind,
    { page, search: search || undefined },
    { enabled: total !== undefined && total > 0 },
  );
  const wantsFeatured = kind === 'public' && !search && total !== undefined && total > 0;
  const random = useRandomFactions({ enabled: wantsFeatured && list.isSuccess });

  if (count.isError || list.isError) return { state: 'failed', page };
  if (total === undefined) return { state: 'loading', page };
  if (total === 0)
    return { state: 'ready', page, value: { page, pages, cards: [], featured: null } };
  // A page still loading shows 'Loading...', not the previous page's cards.
  if (!list.data || list.isPlaceholderData) return { state: 'loading', page };
  if (wantsFeatured && random.isPending) return { state: 'loading', page };
  const featured = wantsFeatured ? (random.data?.[0] ?? null) : null;
  return { state: 'ready', page, value: { page, pages, cards: list.data, featured } };
}
