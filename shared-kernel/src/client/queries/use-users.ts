import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listUsers } from '../api/calls.js';

export const usersKey = ['users'] as const;

/** GET /api/users?search=&page=N (administrator): a page of 50 users and how many match. */
export function useUsers(search: string, page: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...usersKey, search, page] as const,
    queryFn: () => listUsers(search, page),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
