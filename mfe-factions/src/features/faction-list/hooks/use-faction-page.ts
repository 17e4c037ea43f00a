import { type FactionCard } from '@muster/shared-kernel/core';
import {
  clampPage,
  hasItems,
  listPageState,
  useFactionCount,
  useFactionList,
  type ListPage,
  type ListPageState,
} from '@muster/shared-kernel/client';
import { useRandomFactions } from '../api/use-random-factions';

/** Which faction list: the public one or the user's own. */
export type FactionListKind = 'public' | 'mine';

/** One page of a faction list. */
interface FactionPage extends ListPage<FactionCard> {
  /** The featured random faction (public list without a search only). */
  featured: FactionCard | null;
}

/** The state of a page: still loading, failed (nothing to show), or ready. */
type FactionPageState = ListPageState<FactionCard, FactionPage>;

/**
 * The count first, then the page (clamped to 1..ceil(count/100)), then a random faction
 * (public list without a search only; a failed one just shows no featured card).
 */
export function useFactionPage(
  kind: FactionListKind,
  requested: number,
  search: string,
): FactionPageState {
  const count = useFactionCount(kind, search || undefined);
  const at = clampPage(requested, count.data);
  const list = useFactionList(
    kind,
    { page: at.page, search: search || undefined },
    { enabled: hasItems(count) },
  );
  const wantsFeatured = kind === 'public' && !search && hasItems(count);
  const random = useRandomFactions({ enabled: wantsFeatured && list.isSuccess });

  const state = listPageState(count, list, at);
  if (state.state !== 'ready') return state;
  if (wantsFeatured && random.isPending) return { state: 'loading', page: state.page };
  const featured = wantsFeatured ? (random.data?.[0] ?? null) : null;
  return { ...state, value: { ...state.value, featured } };
}
