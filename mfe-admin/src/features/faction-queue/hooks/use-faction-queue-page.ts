import type { FactionCard } from '@muster/shared-kernel/core';
import {
  clampPage,
  hasItems,
  listPageState,
  useFactionCount,
  useFactionList,
  type ListPageState,
} from '@muster/shared-kernel/client';

/** SPEC §4, as the faction lists: the queue's count first, then its page, clamped to 1..pages. */
export function useFactionQueuePage(requested: number): ListPageState<FactionCard> {
  const count = useFactionCount('queue');
  const at = clampPage(requested, count.data);
  const list = useFactionList('queue', { page: at.page }, { enabled: hasItems(count) });
  return listPageState(count, list, at);
}
