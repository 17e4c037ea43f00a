import { PlaceholderScreen } from '@muster/shared-kernel/ui';

/** Placeholder: Page. */
export function PagePage(_props: Record<string, unknown>) {
  return <PlaceholderScreen title="Page" />;
}
