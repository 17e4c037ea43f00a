import { getScenario } from '../api/calls.js';
import { useNamedQuery } from './use-named-query.js';
import { scenariosKey } from './use-scenario-list.js';

export const scenarioKey = (slug: string) => [...scenariosKey, 'detail', slug] as const;

/** GET /api/scenarios/{slug}. */
export function useScenario(slug: string | undefined) {
  return useNamedQuery(slug, scenarioKey, getScenario);
}
