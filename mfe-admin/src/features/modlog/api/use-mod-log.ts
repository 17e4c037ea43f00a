import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { operations } from '@muster/shared-kernel/core';
import { callOperation, modLogKey } from '@muster/shared-kernel/client';

// Here rather than in the kernel's client: only the moderation log page reads it.

/** GET /api/modlog?page=N (moderators): a page of 50 entries, newest first, and the count. */
export function useModLog(page: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...modLogKey, page] as const,
    queryFn: () => callOperation(operations.listModerationLog, { query: { page } }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
