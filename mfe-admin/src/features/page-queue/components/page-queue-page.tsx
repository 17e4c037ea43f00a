import { PAGE_TITLE_LIMIT, pageTypeName, type PageCard, paths } from '@muster/shared-kernel/core';
import { usePageModQueue, type ListPageState } from '@muster/shared-kernel/client';
import { useReviewPage } from '@muster/shared-kernel/client/moderation';
import { AuthorName, ContentCard, STATE_TEXTS } from '@muster/shared-kernel/ui';
import { ModeratorsOnly } from '../../../components/moderators-only';
import { QueueButton, QueueList } from '../../../components/queue-list';

const HEADING = 'Page Moderator Queue';

/**
 * /pagemodqueue: the pages no moderator has reviewed (one list, as the API answers it), each with
 * its category and Moderator Approve, which takes it out of the queue at once.
 */
export function PageQueuePage() {
  return (
    <ModeratorsOnly>
      <PageQueue />
    </ModeratorsOnly>
  );
}

function PageQueue() {
  const queue = usePageModQueue();
  const review = useReviewPage();
  const load: ListPageState<PageCard> = queue.data
    ? { state: 'ready', page: 1, value: { page: 1, pages: 1, cards: queue.data } }
    : { state: queue.isError ? 'failed' : 'loading', page: 1 };
  return (
    <QueueList heading={HEADING} load={load} emptyText={STATE_TEXTS.nothingHere}>
      {(page: PageCard) => (
        <ContentCard
          key={page._id}
          to={paths.page(page._id)}
          item={page}
          titleLimit={PAGE_TITLE_LIMIT}
          meta={
            <>
              {pageTypeName(page.type) ?? page.type} · by <AuthorName username={page.acl.author} />
            </>
          }
          actions={
            <QueueButton onClick={() => review.mutate({ id: page._id, action: 'approve' })}>
              Moderator Approve
            </QueueButton>
          }
        />
      )}
    </QueueList>
  );
}
