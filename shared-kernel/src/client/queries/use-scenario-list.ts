import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListQuery } from '@muster/shared-kernel/core';
import { countScenarios, listScenarios, type ListKind } from '../api/calls.js';

export const scenariosKey = ['scenarios'] as const;
const scenarioListsKey = [...scenariosKey, 'list'] as const;

/** One page of scenario cards (public list, My Scenarios, or the moderation queue). */
export function useScenarioList(kind: ListKind, query: Omit<ListQuery, 'count'> = {}) {
  return useQuery({
    queryKey: [...scenarioListsKey, kind, query.page ?? 1, query.search ?? ''] as const,
    queryFn: () => listScenarios(kind, query),
    placeholderData: keepPreviousData,
  });
}

/** How many scenarios a list holds. */
export function useScenarioCount(kind: ListKind, search?: string) {
  return useQuery({
    queryKey: [...scenarioListsKey, kind, 'count', search ?? ''] as const,
    queryFn: () => countScenarios(kind, search),
  });
}
