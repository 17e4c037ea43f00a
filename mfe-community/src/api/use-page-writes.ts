import { operations, type PagePayload } from '@muster/shared-kernel/core';
import {
  callOperation,
  createOrUpdate,
  pageListsKey,
  useCachedDelete,
  useCachedSave,
} from '@muster/shared-kernel/client';
import { pageKey } from './use-page';

// Here rather than in the kernel's client: only this remote's page screens save and delete pages
// (a moderator's review is the kernel's, the admin remote's queue makes it too).

const savePage = createOrUpdate(operations.createPage, operations.updatePage);

/** Creates or saves a page; it and every page list follow. */
export function useSavePage() {
  return useCachedSave(({ page, id }: { page: PagePayload; id?: string }) => savePage(page, id), {
    keys: (saved) => [pageKey(saved._id)],
    lists: pageListsKey,
  });
}

/** DELETE /api/pages/{id}. */
export function useDeletePage() {
  return useCachedDelete((id) => callOperation(operations.deletePage, { params: { id } }), {
    item: pageKey,
    lists: pageListsKey,
  });
}
