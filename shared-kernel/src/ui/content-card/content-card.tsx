import { Children, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CARD_TITLE_LIMIT, cutText } from '@muster/shared-kernel/core';
import { Empty } from '../states/states.js';
import { DefaultThumbnail } from './default-thumbnail.js';

/** Props of {@link ContentCard}. */
export interface ContentCardProps {
  /** Where the card leads (`/factions/{slug}`). */
  to: string;
  /**
   * What the card shows: its whole title (cut to `titleLimit` on the card, whole on hover), its
   * thumbnail (the default image when empty), and whether it is public: one that is not gets
   * the '(DRAFT) ' prefix (a kind without the flag never does).
   */
  item: { title: string; thumbnailURL?: string; public?: boolean };
  /** The title cut: 32 for factions and scenarios (the default), 27 for pages. */
  titleLimit?: number;
  /** Said after the cut title: a page in review gets ' (in review)'. */
  titleNote?: string;
  /** A line under the title (author, likes). */
  meta?: ReactNode;
  /** A badge over the thumbnail ('Featured Random Faction'); the card is outlined. */
  overlay?: string;
  /**
   * Buttons under the card (a moderator's Approve), outside its link: a button inside a link
   * would follow it too.
   */
  actions?: ReactNode;
}

/**
 * A card of a content list: the thumbnail or the default image, the title cut to its
 * limit with '(DRAFT) ' when not public, and a line under it. One item of a {@link ContentGrid}.
 */
export function ContentCard({
  to,
  item: { title, thumbnailURL, public: listed },
  titleLimit = CARD_TITLE_LIMIT,
  titleNote = '',
  meta,
  overlay,
  actions,
}: ContentCardProps) {
  return (
    <li className={overlay ? 'card content-card content-card--featured' : 'card content-card'}>
      <Link className="content-card-link" to={to}>
        {thumbnailURL ? (
          <img className="content-card-thumb" src={thumbnailURL} alt="" loading="lazy" />
        ) : (
          <DefaultThumbnail className="content-card-thumb" />
        )}
        <div className="content-card-body">
          <h2 title={title}>
            {`${listed === false ? '(DRAFT) ' : ''}${cutText(title, titleLimit)}${titleNote}`}
          </h2>
          {meta && <div className="content-card-meta muted">{meta}</div>}
        </div>
      </Link>
      {overlay && <span className="content-card-overlay">{overlay}</span>}
      {actions && <div className="content-card-actions">{actions}</div>}
    </li>
  );
}

/** Props of {@link ContentGrid}. */
export interface ContentGridProps {
  /** The list's accessible name. */
  label: string;
  /** The {@link ContentCard}s. */
  children?: ReactNode;
  /** What an empty list says: "There's nothing to show..." unless told. */
  emptyText?: string;
}

/** The grid of a content list's cards, or its empty text when there are none. */
export function ContentGrid({ label, children, emptyText }: ContentGridProps) {
  if (Children.toArray(children).length === 0) return <Empty text={emptyText} />;
  return (
    <ul className="card-grid content-grid" aria-label={label}>
      {children}
    </ul>
  );
}
