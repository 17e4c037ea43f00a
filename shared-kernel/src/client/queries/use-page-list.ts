import { useQuery } from '@tanstack/react-query';
import type { PageType } from '@muster/shared-kernel/core';
import { listPages, myPages, pageModQueue } from '../api/calls.js';

export const pagesKey = ['pages'] as const;
const pageListsKey = [...pagesKey, 'list'] as const;
/** The moderation queue of pages (a moderator's; its length is the queue's count). */
export const pageQueueKey = [...pageListsKey, 'queue'] as const;

/** GET /api/pages/list/{type}[?tag=]: reviewed pages of a type. */
export function usePageList(type: PageType | string, tag?: string) {
  return useQuery({
    queryKey: [...pageListsKey, type, tag ?? ''] as const,
    queryFn: () => listPages(type, tag),
  });
}

/** GET /api/pages/mypages: the pages the user authors or edits. */
export function useMyPages() {
  return useQuery({ queryKey: [...pageListsKey, 'mine'] as const, queryFn: myPages });
}

/** GET /api/pages/modqueue (moderator): pages waiting for review. */
export function usePageModQueue() {
  return useQuery({ queryKey: pageQueueKey, queryFn: pageModQueue });
}
