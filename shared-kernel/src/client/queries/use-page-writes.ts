import { operations, type PagePayload, type ReviewIntent } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';
import { useCachedDelete, useCachedSave } from './cached-writes.js';
import { pageKey } from './use-page.js';
import { pageQueueKey, pagesKey } from './use-page-list.js';
import {
  reviewBody,
  useModeration,
  type ModerationOptions,
  type ModerationVariables,
} from './use-moderation.js';

const reviewPageKey = [...pagesKey, 'review'] as const;

/** Creates or saves a page; it and every page list follow. */
export function useSavePage() {
  return useCachedSave(
    ({ page, id }: { page: PagePayload; id?: string }) =>
      id
        ? callOperation(operations.updatePage, { params: { id }, body: page })
        : callOperation(operations.createPage, { body: page }),
    { keys: (saved) => [pageKey(saved._id)], lists: [...pagesKey, 'list'] },
  );
}

/** DELETE /api/pages/{id}. */
export function useDeletePage() {
  return useCachedDelete((id) => callOperation(operations.deletePage, { params: { id } }), {
    item: pageKey,
    lists: [...pagesKey, 'list'],
  });
}

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
