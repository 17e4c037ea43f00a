import { useQuery, type QueryKey } from '@tanstack/react-query';

/**
 * The read of one thing named by an id, a slug or its faction's id: its key and fetcher take that
 * name, and the query waits (idle, no request) until the name is known.
 */
export function useNamedQuery<T>(
  name: string | undefined,
  key: (name: string) => QueryKey,
  fetch: (name: string) => Promise<T>,
) {
  return useQuery({
    queryKey: key(name ?? ''),
    queryFn: () => fetch(name ?? ''),
    enabled: Boolean(name),
  });
}
