import { useQuery } from '@tanstack/react-query';
import { operations, type PageType } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';

export const pagesKey = ['pages'] as const;
const pageListsKey = [...pagesKey, 'list'] as const;
/** The moderation queue of pages (a moderator's; its length is the queue's count). */
export const pageQueueKey = [...pageListsKey, 'queue'] as const;

/** GET /api/pages/list/{type}[?tag=]: reviewed pages of a type. */
export function usePageList(type: PageType, tag?: string) {
  return useQuery({
    queryKey: [...pageListsKey, type, tag ?? ''] as const,
    queryFn: () => callOperation(operations.listPages, { params: { type }, query: { tag } }),
  });
}

/** GET /api/pages/mypages: the pages the user authors or edits. */
export function useMyPages() {
  return useQuery({
    queryKey: [...pageListsKey, 'mine'] as const,
    queryFn: () => callOperation(operations.listOwnPages),
  });
}

/** GET /api/pages/modqueue (moderator): pages waiting for review. */
export function usePageModQueue() {
  return useQuery({
    queryKey: pageQueueKey,
    queryFn: () => callOperation(operations.listPageQueue),
  });
}
