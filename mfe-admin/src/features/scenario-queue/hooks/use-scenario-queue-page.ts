import type { ScenarioCard } from '@muster/shared-kernel/core';
import {
  clampPage,
  hasItems,
  listPageState,
  useScenarioCount,
  useScenarioList,
  type ListPageState,
} from '@muster/shared-kernel/client';

/** SPEC §4, as the scenario lists: the queue's count first, then its page, clamped to 1..pages. */
export function useScenarioQueuePage(requested: number): ListPageState<ScenarioCard> {
  const count = useScenarioCount('queue');
  const at = clampPage(requested, count.data);
  const list = useScenarioList('queue', { page: at.page }, { enabled: hasItems(count) });
  return listPageState(count, list, at);
}
