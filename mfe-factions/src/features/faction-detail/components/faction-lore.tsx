import { Markdown } from '@muster/shared-kernel/ui';

/** The Lore tab: markdown (its own chunk, loaded when the tab opens). */
export default function FactionLore({ lore }: { lore: string }) {
  return <Markdown>{lore}</Markdown>;
}
