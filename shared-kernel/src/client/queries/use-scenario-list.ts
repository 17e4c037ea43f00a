import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListQuery } from '@muster/shared-kernel/core';
import { countScenarios, listScenarios, type ListKind } from '../api/calls.js';

export const scenariosKey = ['scenarios'] as const;
const scenarioListsKey = [...scenariosKey, 'list'] as const;

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
    queryFn: () => listScenarios(kind, query),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** How many scenarios a list holds. */
export function useScenarioCount(kind: ListKind, search?: string) {
  return useQuery({
    queryKey: [...scenarioListsKey, kind, 'count', search ?? ''] as const,
    queryFn: () => countScenarios(kind, search),
  });
}
