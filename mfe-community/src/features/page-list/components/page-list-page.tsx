import { PlaceholderScreen } from '@muster/shared-kernel/ui';

/** Placeholder: Pages. */
export function PageListPage(_props: Record<string, unknown>) {
  return <PlaceholderScreen title="Pages" />;
}

/** Placeholder: My Pages. */
export function MyPagesPage(_props: Record<string, unknown>) {
  return <PlaceholderScreen title="My Pages" />;
}

/** Placeholder: Lore. */
export function LorePageListPage(_props: Record<string, unknown>) {
  return <PlaceholderScreen title="Lore" />;
}
