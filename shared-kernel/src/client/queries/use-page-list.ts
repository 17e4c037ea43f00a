import { useQuery } from '@tanstack/react-query';
import { operations } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';

export const pagesKey = ['pages'] as const;
/** Every list of pages; each list is one key below it. */
export const pageListsKey = [...pagesKey, 'list'] as const;
/** The moderation queue of pages (a moderator's; its length is the queue's count). */
export const pageQueueKey = [...pageListsKey, 'queue'] as const;

/** GET /api/pages/modqueue (moderator): pages waiting for review. */
export function usePageModQueue() {
  return useQuery({
    queryKey: pageQueueKey,
    queryFn: () => callOperation(operations.listPageQueue),
  });
}
