import { PlaceholderScreen } from '@muster/shared-kernel/ui';

/** Placeholder: Scenario. */
export function ScenarioPage(_props: Record<string, unknown>) {
  return <PlaceholderScreen title="Scenario" />;
}
