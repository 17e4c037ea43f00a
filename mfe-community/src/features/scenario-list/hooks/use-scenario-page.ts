import type { ScenarioCard } from '@muster/shared-kernel/core';
import {
  clampPage,
  hasItems,
  listPageState,
  useScenarioCount,
  useScenarioList,
  type ListPageState,
} from '@muster/shared-kernel/client';

/** Which scenario list: the public one or the user's own. */
export type ScenarioListKind = 'public' | 'mine';

/** SPEC §4: the count first, then the page, clamped to 1..ceil(count/100). */
export function useScenarioPage(
  kind: ScenarioListKind,
  requested: number,
): ListPageState<ScenarioCard> {
  const count = useScenarioCount(kind);
  const at = clampPage(requested, count.data);
  const list = useScenarioList(kind, { page: at.page }, { enabled: hasItems(count) });
  return listPageState(count, list, at);
}
