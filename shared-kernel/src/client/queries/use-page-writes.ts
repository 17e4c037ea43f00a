import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page, PagePayload } from '@muster/shared-kernel/core';
import { deletePage, savePage, togglePageReviewed } from '../api/calls.js';
import { pageKey } from './use-page.js';
import { pagesKey } from './use-page-list.js';

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

/** A moderator marks a page reviewed or not (toggle). */
export function useTogglePageReviewed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => togglePageReviewed(id),
    onSuccess: () => client.invalidateQueries({ queryKey: pagesKey }),
  });
}
