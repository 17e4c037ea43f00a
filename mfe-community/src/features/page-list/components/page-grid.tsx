import { PAGE_TITLE_LIMIT, pageTypeName, type PageCard, paths } from '@muster/shared-kernel/core';
import {
  ContentCard,
  ContentGrid,
  ReviewNoteLine,
  STATE_TEXTS,
  reviewNoteText,
} from '@muster/shared-kernel/ui';

/** Said after the title of a page not yet reviewed. */
const IN_REVIEW = ' (in review)';

/**
 * Page cards: the thumbnail or the default image, the title cut at 27 characters, and
 * ' (in review)' after it where the page is not reviewed; "There doesn't seem to be anything
 * here..." when there are none; a moderator's reason under a page sent back (its author's). `showType` names each card's category (a list of mixed types).
 */
export function PageGrid({
  pages,
  label,
  showType = false,
}: {
  pages: readonly PageCard[];
  label: string;
  showType?: boolean;
}) {
  return (
    <ContentGrid label={label} emptyText={STATE_TEXTS.nothingHere}>
      {pages.map((page) => (
        <ContentCard
          key={page._id}
          to={paths.page(page._id)}
          item={page}
          titleLimit={PAGE_TITLE_LIMIT}
          titleNote={page.reviewed ? '' : IN_REVIEW}
          meta={
            showType || reviewNoteText(page) ? (
              <>
                {showType && pageTypeName(page.type)}
                <ReviewNoteLine item={page} />
              </>
            ) : undefined
          }
        />
      ))}
    </ContentGrid>
  );
}
