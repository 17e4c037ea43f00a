import { MarkdownHtml } from '@muster/shared-kernel/ui';
import { rosterCard } from './roster-card';

/**
 * A scenario's or page's markdown as the server rendered it (its `html`), shown as
 * `CommunityMarkdown` shows the markdown, roster cards included, without downloading the markdown
 * renderer.
 */
export function CommunityHtml({ html }: { html: string }) {
  return <MarkdownHtml html={html} renderLinkParagraph={rosterCard} />;
}
