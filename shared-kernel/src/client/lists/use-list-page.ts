import type { FactionCard, ListQuery, ScenarioCard } from '@muster/shared-kernel/core';
import {
  clampPage,
  hasItems,
  listPageState,
  type ListKind,
  type ListPageState,
  type ListRead,
} from '../queries/list-page.js';
import { useFactionCount, useFactionList } from '../queries/use-faction-list.js';
import { useScenarioCount, useScenarioList } from '../queries/use-scenario-list.js';

/** The two reads of a counted list: its count, and one of its pages. */
interface CountedListReads<Card> {
  useCount(kind: ListKind): ListRead<number>;
  useList(
    kind: ListKind,
    query: Omit<ListQuery, 'count'>,
    options: { enabled: boolean },
  ): ListRead<Card[]>;
}

/** The count first, then the page, clamped to 1..ceil(count/100). */
function useCountedListPage<Card>(
  { useCount, useList }: CountedListReads<Card>,
  kind: ListKind,
  requested: number,
): ListPageState<Card> {
  const count = useCount(kind);
  const at = clampPage(requested, count.data);
  const list = useList(kind, { page: at.page }, { enabled: hasItems(count) });
  return listPageState(count, list, at);
}

const FACTION_READS: CountedListReads<FactionCard> = {
  useCount: useFactionCount,
  useList: useFactionList,
};
const SCENARIO_READS: CountedListReads<ScenarioCard> = {
  useCount: useScenarioCount,
  useList: useScenarioList,
};

/**
 * A page of a faction list with no search (the public list, the user's own, or the moderation
 * queue), read in its order: the count first, then the page `requested` clamped to
 * 1..pages, read only when the list holds something.
 */
export const useFactionListPage = (kind: ListKind, requested: number) =>
  useCountedListPage(FACTION_READS, kind, requested);

/** A page of a scenario list (public, the user's own, or the moderation queue), as {@link useFactionListPage}. */
export const useScenarioListPage = (kind: ListKind, requested: number) =>
  useCountedListPage(SCENARIO_READS, kind, requested);
