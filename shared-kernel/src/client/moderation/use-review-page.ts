import { operations, type ReviewIntent } from '@muster/shared-kernel/core';
import { callOperation, pageQueueKey, pagesKey } from '@muster/shared-kernel/client';
import {
  reviewBody,
  useModeration,
  type ModerationOptions,
  type ModerationVariables,
} from './use-moderation.js';

const reviewPageKey = [...pagesKey, 'review'] as const;

/**
 * A moderator marks a page reviewed or not, naming the result wanted (`action`), an unreview with
 * an optional reason (the page's `reviewNote`; a review sends none). A reviewed page leaves the
 * cached queue at once, as {@link useModeration} says; an answer that it was already so is
 * toasted, never undone.
 */
export function useReviewPage(options: ModerationOptions = {}) {
  return useModeration({
    mutationKey: reviewPageKey,
    queueKey: pageQueueKey,
    refresh: [pagesKey],
    intentOf: ({ action }: ModerationVariables & { action: ReviewIntent }) => action,
    call: ({ id, action, reason }) =>
      callOperation(operations.togglePageReview, {
        params: { id },
        body: reviewBody(action, reason),
      }),
    options,
  });
}
