import { operations, type ScenarioPayload } from '@muster/shared-kernel/core';
import {
  callOperation,
  createOrUpdate,
  scenariosKey,
  useCachedDelete,
  useCachedSave,
} from '@muster/shared-kernel/client';
import { scenarioKey } from './use-scenario';

// Here rather than in the kernel's client: only this remote's scenario screens save and delete
// scenarios (a moderator's review is the kernel's, the admin remote's queue makes it too).

const saveScenario = createOrUpdate(operations.createScenario, operations.updateScenario);

/** Every list of scenarios. */
const scenarioListsKey = [...scenariosKey, 'list'] as const;

/** Creates or saves a scenario; it and every scenario list follow. */
export function useSaveScenario() {
  return useCachedSave(
    ({ scenario, id }: { scenario: ScenarioPayload; id?: string }) => saveScenario(scenario, id),
    { keys: (saved) => (saved.slug ? [scenarioKey(saved.slug)] : []), lists: scenarioListsKey },
  );
}

/** DELETE /api/scenarios/{slug}. */
export function useDeleteScenario() {
  return useCachedDelete(
    (slug) => callOperation(operations.deleteScenario, { params: { id: slug } }),
    { item: scenarioKey, lists: scenarioListsKey },
  );
}
