import { useQuery } from '@tanstack/react-query';
import { getPage } from '../api/calls.js';
import { pagesKey } from './use-page-list.js';

export const pageKey = (id: string) => [...pagesKey, 'detail', id] as const;

/** GET /api/pages/{id}. */
export function usePage(id: string | undefined) {
  return useQuery({
    queryKey: pageKey(id ?? ''),
    queryFn: () => getPage(id ?? ''),
    enabled: Boolean(id),
  });
}
