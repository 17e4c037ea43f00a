import { Markdown } from '@muster/shared-kernel/ui';
import { rosterCard } from './roster-card';

/**
 * A page's markdown as the kernel renders it (unsafe links dropped, no raw HTML), where a roster
 * share link on its own line shows as that roster's summary card: the editors' previews. The
 * read-only views show the server's HTML the same way (`CommunityHtml`).
 */
export function CommunityMarkdown({ children }: { children: string }) {
  return <Markdown renderLinkParagraph={rosterCard}>{children}</Markdown>;
}
