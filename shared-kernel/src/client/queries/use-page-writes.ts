import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page, PagePayload } from '@muster/shared-kernel/core';
import { deletePage, savePage, togglePageReviewed } from '../api/calls.js';
import { pageKey } from './use-page.js';
import { pageQueueKey, pagesKey } from './use-page-list.js';
import type { ModerationVariables } from './use-scenario-writes.js';
import { refreshAfterModeration, takeOutOfQueue } from './queue-removal.js';

const reviewPageKey = [...pagesKey, 'review'] as const;

/** Creates or saves a page; it and every page list follow. */
export function useSavePage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ page, id }: { page: PagePayload; id?: string }) => savePage(page, id),
    onSuccess: (saved: Page) => {
      client.setQueryData(pageKey(saved._id), saved);
      return client.invalidateQueries({ queryKey: [...pagesKey, 'list'] });
    },
  });
}

/** DELETE /api/pages/{id}. */
export function useDeletePage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deletePage(id),
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: pageKey(id) });
      return client.invalidateQueries({ queryKey: [...pagesKey, 'list'] });
    },
  });
}

/**
 * A moderator marks a page reviewed or not (toggle), an unreview with an optional reason (the
 * page's `reviewNote`; a review sends none). A reviewed page leaves the cached queue at
 * once, and comes back if the server refuses (the client has toasted why); once settled, the
 * queue, the lists and the page are read again.
 */
export function useTogglePageReviewed() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: reviewPageKey,
    mutationFn: ({ id, reason }: ModerationVariables) => togglePageReviewed(id, reason),
    onMutate: ({ id }) => takeOutOfQueue(client, pageQueueKey, id),
    onError: (_error, _variables, restore) => restore?.(),
    onSettled: () => refreshAfterModeration(client, reviewPageKey, [pagesKey]),
  });
}
