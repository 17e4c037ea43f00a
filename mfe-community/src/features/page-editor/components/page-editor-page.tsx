import { PlaceholderScreen } from '@muster/shared-kernel/ui';

/** Placeholder: Page Editor. */
export function NewPagePage(_props: Record<string, unknown>) {
  return <PlaceholderScreen title="Page Editor" />;
}

/** Placeholder: Page Editor. */
export function EditPagePage(_props: Record<string, unknown>) {
  return <PlaceholderScreen title="Page Editor" />;
}
