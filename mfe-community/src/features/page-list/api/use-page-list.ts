import { useQuery } from '@tanstack/react-query';
import { operations, type PageType } from '@muster/shared-kernel/core';
import { callOperation, pageListsKey } from '@muster/shared-kernel/client';

// Here rather than in the kernel's client: only the page lists read them (the moderation queue
// of pages is the kernel's: the shell counts it).

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
