import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { moderationLog } from '../api/calls.js';

export const modLogKey = ['modlog'] as const;

/** GET /api/modlog?page=N (moderators): a page of 50 entries, newest first, and the count. */
export function useModLog(page: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...modLogKey, page] as const,
    queryFn: () => moderationLog(page),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
