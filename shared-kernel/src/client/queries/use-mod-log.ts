import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { operations } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';

/** The administrator's user list and the moderation log are paged by 50. */
export const ADMIN_PAGE_SIZE = 50;

export const modLogKey = ['modlog'] as const;

/** GET /api/modlog?page=N (moderators): a page of 50 entries, newest first, and the count. */
export function useModLog(page: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...modLogKey, page] as const,
    queryFn: () => callOperation(operations.listModerationLog, { query: { page } }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
