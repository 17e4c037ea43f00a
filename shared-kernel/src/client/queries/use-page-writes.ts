import type { Page, PagePayload, ReviewIntent } from '@muster/shared-kernel/core';
import { deletePage, reviewPage, savePage } from '../api/calls.js';
import { useCachedDelete, useCachedSave } from './cached-writes.js';
import { pageKey } from './use-page.js';
import { pageQueueKey, pagesKey } from './use-page-list.js';
import {
  useModeration,
  type ModerationOptions,
  type ModerationVariables,
} from './use-moderation.js';

const reviewPageKey = [...pagesKey, 'review'] as const;

/** Creates or saves a page; it and every page list follow. */
export function useSavePage() {
  return useCachedSave(({ page, id }: { page: PagePayload; id?: string }) => savePage(page, id), {
    keys: (saved: Page) => [pageKey(saved._id)],
    lists: [...pagesKey, 'list'],
  });
}

/** DELETE /api/pages/{id}. */
export function useDeletePage() {
  return useCachedDelete(deletePage, { item: pageKey, lists: [...pagesKey, 'list'] });
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
    call: ({ id, action, reason }) => reviewPage(id, action, reason),
    options,
  });
}
