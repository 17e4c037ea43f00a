import { operations } from '@muster/shared-kernel/core';
import { callOperation, scenariosKey, useNamedQuery } from '@muster/shared-kernel/client';

// Here rather than in the kernel's client: only this remote's scenario screens read a scenario.

export const scenarioKey = (slug: string) => [...scenariosKey, 'detail', slug] as const;

/** GET /api/scenarios/{slug}. */
export function useScenario(slug: string | undefined) {
  return useNamedQuery(slug, scenarioKey, (name, shown) =>
    callOperation(operations.getScenario, { params: { id: name } }, shown),
  );
}
