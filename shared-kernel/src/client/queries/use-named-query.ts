import { useQuery, type QueryKey } from '@tanstack/react-query';
import { SHOWN_ON_SCREEN, type CallOptions } from '../api/call-operation.js';

/**
 * The read of one thing named by an id, a slug or its faction's id: its key and fetcher take that
 * name, and the query waits (idle, no request) until the name is known. The screens that read one
 * thing tell its failure themselves, so the fetcher is given {@link SHOWN_ON_SCREEN} to call with.
 */
export function useNamedQuery<T>(
  name: string | undefined,
  key: (name: string) => QueryKey,
  fetch: (name: string, shown: CallOptions) => Promise<T>,
) {
  return useQuery({
    queryKey: key(name ?? ''),
    queryFn: () => fetch(name ?? '', SHOWN_ON_SCREEN),
    enabled: Boolean(name),
  });
}
