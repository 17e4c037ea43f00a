import { PlaceholderScreen } from '@muster/shared-kernel/ui';

/** Placeholder: Scenarios. */
export function ScenarioListPage(_props: Record<string, unknown>) {
  return <PlaceholderScreen title="Scenarios" />;
}
