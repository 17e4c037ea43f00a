import { PlaceholderScreen } from '@muster/shared-kernel/ui';

/** Placeholder: Scenario Editor. */
export function NewScenarioPage(_props: Record<string, unknown>) {
  return <PlaceholderScreen title="Scenario Editor" />;
}

/** Placeholder: Scenario Editor. */
export function EditScenarioPage(_props: Record<string, unknown>) {
  return <PlaceholderScreen title="Scenario Editor" />;
}
