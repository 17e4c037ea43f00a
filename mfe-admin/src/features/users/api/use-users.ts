import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { operations } from '@muster/shared-kernel/core';
import { callOperation } from '@muster/shared-kernel/client';

// Here rather than in the kernel's client: only the administrator's user list reads users.

export const usersKey = ['users'] as const;

/** GET /api/users?search=&page=N (administrator): a page of 50 users and how many match. */
export function useUsers(search: string, page: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...usersKey, search, page] as const,
    queryFn: () => callOperation(operations.listUsers, { query: { search, page } }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
