import type { ReactNode } from 'react';
import type { ListPageState } from '@muster/shared-kernel/client';
import { ContentGrid, Empty, Loading, Pagination, ReasonButton } from '@muster/shared-kernel/ui';
import './queues.css';

/**
 * A moderation queue's screen: its heading, then 'Loading...', the empty text (also for a failed
 * read, which the client has toasted), or the cards with Previous / Next when `onPage` is given.
 */
export function QueueList<Card>({
  heading,
  load,
  emptyText,
  onPage,
  children,
}: {
  heading: string;
  load: ListPageState<Card>;
  /** What an empty queue says. */
  emptyText: string;
  /** Opens a page of a paged queue. */
  onPage?: (page: number) => void;
  /** A card of the queue: a ContentCard with the moderator's buttons. */
  children: (card: Card) => ReactNode;
}) {
  return (
    <section className="mq-page">
      <h1>{heading}</h1>
      {load.state === 'loading' && <Loading />}
      {load.state === 'failed' && <Empty text={emptyText} />}
      {load.state === 'ready' && (
        <>
          <ContentGrid label={heading} emptyText={emptyText}>
            {load.value.cards.map(children)}
          </ContentGrid>
          {onPage && load.value.cards.length > 0 && (
            <Pagination page={load.value.page} pages={load.value.pages} onPage={onPage} />
          )}
        </>
      )}
    </section>
  );
}

/** A moderator's button on a queue card. */
export function QueueButton({ children, onClick }: { children: string; onClick: () => void }) {
  return (
    <button type="button" className="btn btn-small" onClick={onClick}>
      {children}
    </button>
  );
}

/**
 * A moderator's sending-away button on a queue card (Banish to DRAFT, Back to draft): it asks
 * for an optional reason, the author's to read, before `onConfirm`.
 */
export function QueueReasonButton({
  action,
  onConfirm,
}: {
  action: string;
  onConfirm: (reason: string) => void;
}) {
  return (
    <ReasonButton action={action} className="btn btn-small btn-secondary" onConfirm={onConfirm} />
  );
}
