import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { operations, type ListQuery } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';
import { cardsOf, countOf, countQuery, pageQuery, type ListKind } from './list-page.js';

export const scenariosKey = ['scenarios'] as const;
const scenarioListsKey = [...scenariosKey, 'list'] as const;

/** Each scenario list's operation: anyone's public list, or the signed-in user's. */
const SCENARIO_LISTS = {
  public: operations.listScenarios,
  mine: operations.listOwnScenarios,
  queue: operations.listScenarioQueue,
} as const;

/** A page of scenario cards (public list, My Scenarios, or the moderation queue). */
export async function fetchScenarioList(kind: ListKind, query: Omit<ListQuery, 'count'> = {}) {
  return cardsOf(await callOperation(SCENARIO_LISTS[kind], { query: pageQuery(kind, query) }));
}

/** How many scenarios a list holds (`count=true`). */
export async function fetchScenarioCount(kind: ListKind, search?: string): Promise<number> {
  return countOf(await callOperation(SCENARIO_LISTS[kind], { query: countQuery(kind, search) }));
}

/**
 * One page of scenario cards (public list, My Scenarios, or the moderation queue). `enabled:
 * false` waits (the count is read first, to clamp the page).
 */
export function useScenarioList(
  kind: ListKind,
  query: Omit<ListQuery, 'count'> = {},
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: [...scenarioListsKey, kind, query.page ?? 1, query.search ?? ''] as const,
    queryFn: () => fetchScenarioList(kind, query),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** How many scenarios a list holds. */
export function useScenarioCount(kind: ListKind, search?: string) {
  return useQuery({
    queryKey: [...scenarioListsKey, kind, 'count', search ?? ''] as const,
    queryFn: () => fetchScenarioCount(kind, search),
  });
}
