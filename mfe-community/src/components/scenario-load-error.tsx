import { isNotFound } from '@muster/shared-kernel/client';
import { LoadError, STATE_TEXTS } from '@muster/shared-kernel/ui';

/**
 * A scenario that cannot be shown: "There's nothing to show..." for an unknown slug,
 * 'Error loading scenario...' for any other failure.
 */
export function ScenarioLoadError({ error }: { error: unknown }) {
  const missing = isNotFound(error);
  return <LoadError title={missing ? STATE_TEXTS.nothingToShow : STATE_TEXTS.scenarioError} />;
}
