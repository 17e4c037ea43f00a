import { Markdown } from '@muster/shared-kernel/ui';

/** The rules as the ruleset page will show them (loaded only when Preview is opened). */
export default function MarkdownPreview({ markdown }: { markdown: string }) {
  return <Markdown>{markdown}</Markdown>;
}
