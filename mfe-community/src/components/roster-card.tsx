import { lazy, Suspense } from 'react';
import { shareCodeOfLink } from '@muster/shared-kernel/core';
import { Loading, type LinkParagraph } from '@muster/shared-kernel/ui';

// The card decodes with the roster codec (and checks with TypeBox): only a page that holds a
// share link downloads them.
const RosterLinkCard = lazy(() => import('./roster-link-card'));

/**
 * A link alone on its line that opens a shared roster of this site becomes its summary card (the
 * `renderLinkParagraph` of the community's markdown, rendered in the browser or by the server).
 */
export function rosterCard(link: LinkParagraph) {
  const code = shareCodeOfLink(link.href, window.location.origin);
  if (code === null) return null;
  return (
    <Suspense fallback={<Loading />}>
      <RosterLinkCard link={link} code={code} />
    </Suspense>
  );
}
