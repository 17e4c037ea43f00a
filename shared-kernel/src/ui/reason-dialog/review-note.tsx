import { cutText } from '@muster/shared-kernel/core';

/** What the author is shown of a moderator's reason. */
export interface ReviewedItem {
  /** Pages have no `public`: they are never sent back to draft. */
  public?: boolean;
  reviewed?: boolean;
  /** The reason of the last disapproval or banishment; answered to the author, editors and mods. */
  reviewNote?: string;
}

/** How long a reason may be on a card (My Factions / My Scenarios / My Pages). */
export const REVIEW_NOTE_CARD_LIMIT = 80;

/** The sentence of a moderator's reason, or '' when there is none to show (or it is approved). */
export function reviewNoteText(item: ReviewedItem): string {
  const reason = item.reviewNote?.trim() ?? '';
  if (!reason || item.reviewed) return '';
  return item.public === false
    ? `A moderator moved this back to draft: ${reason}`
    : `A moderator asked for changes: ${reason}`;
}

/** A card's short line of a moderator's reason, cut to {@link REVIEW_NOTE_CARD_LIMIT}; or ''. */
export function reviewNoteLine(item: ReviewedItem, limit = REVIEW_NOTE_CARD_LIMIT): string {
  const text = reviewNoteText(item);
  return text && cutText(text, limit);
}

/**
 * On an item's page: the moderator's reason for a disapproval or banishment, shown to whoever
 * receives it (the author, editors, moderators) until a moderator approves the item again.
 */
export function ReviewNote({ item }: { item: ReviewedItem }) {
  const text = reviewNoteText(item);
  if (!text) return null;
  return (
    <p className="review-note" role="note">
      {text}
    </p>
  );
}

/**
 * On a card of My Factions / My Scenarios / My Pages: the moderator's reason, cut to
 * {@link REVIEW_NOTE_CARD_LIMIT} (the whole on hover); nothing when there is none to show.
 */
export function ReviewNoteLine({ item }: { item: ReviewedItem }) {
  const line = reviewNoteLine(item);
  if (!line) return null;
  return (
    <span className="review-note-line" title={reviewNoteText(item)}>
      {line}
    </span>
  );
}
