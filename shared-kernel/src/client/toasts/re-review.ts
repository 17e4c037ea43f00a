import { notify } from './notify.js';

/** What the author is told when a save sends approved content back to its queue. */
export const RE_REVIEW_MESSAGE =
  'Your changes will be listed again after a moderator reviews them.';

/** The moderation state of an item (for units and weapons: of their faction). */
export interface ReviewState {
  /** Pages have none: they are never drafts. */
  public?: boolean;
  reviewed?: boolean;
}

/** Whether an item is in the public lists: public (pages always are) and reviewed. */
export function isListed(state: ReviewState | undefined): boolean {
  return Boolean(state && state.public !== false && state.reviewed);
}

/** Whether an item was listed (public and reviewed) before a save and is not after it. */
export function leftTheListing(
  before: ReviewState | undefined,
  after: ReviewState | undefined,
): boolean {
  return isListed(before) && !isListed(after);
}

/**
 * Tells the author, after a successful save, that approved content went back to its queue: when
 * the item was public and reviewed before the save and is not after it. A moderator's save keeps
 * the review (the server says so), and a draft was never listed, so neither is told anything.
 */
export function sayIfBackToReview(
  before: ReviewState | undefined,
  after: ReviewState | undefined,
  message = RE_REVIEW_MESSAGE,
): boolean {
  const left = leftTheListing(before, after);
  if (left) notify.info(message);
  return left;
}

/**
 * What a faction's author is told instead, once the faction has an approved version:
 * the public keeps that version while the changes wait.
 */
const factionReReviewMessage = (version: number): string =>
  `Your changes wait for a moderator; until then everyone else sees version ${version}.`;

/** {@link sayIfBackToReview} for a faction: names the version the public keeps seeing. */
export function sayIfFactionBackToReview(
  before: ReviewState | undefined,
  after: ReviewState & { latestVersion?: number | null },
): boolean {
  const kept = after.latestVersion;
  return sayIfBackToReview(before, after, kept ? factionReReviewMessage(kept) : RE_REVIEW_MESSAGE);
}
