import { useQuery } from '@tanstack/react-query';
import { getScenario } from '../api/calls.js';
import { scenariosKey } from './use-scenario-list.js';

export const scenarioKey = (slug: string) => [...scenariosKey, 'detail', slug] as const;

/** GET /api/scenarios/{slug}. */
export function useScenario(slug: string | undefined) {
  return useQuery({
    queryKey: scenarioKey(slug ?? ''),
    queryFn: () => getScenario(slug ?? ''),
    enabled: Boolean(slug),
  });
}
