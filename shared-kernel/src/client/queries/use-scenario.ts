import { operations } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';
import { useNamedQuery } from './use-named-query.js';
import { scenariosKey } from './use-scenario-list.js';

export const scenarioKey = (slug: string) => [...scenariosKey, 'detail', slug] as const;

/** GET /api/scenarios/{slug}. */
export function useScenario(slug: string | undefined) {
  return useNamedQuery(slug, scenarioKey, (name) =>
    callOperation(operations.getScenario, { params: { id: name } }),
  );
}
