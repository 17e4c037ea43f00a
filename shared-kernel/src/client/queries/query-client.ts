import { QueryClient } from '@tanstack/react-query';

/** How long a read stays fresh: moving between screens within a minute fetches nothing again. */
export const STALE_MS = 60_000;

/**
 * The site's one query cache (the shell creates it; a remote running alone makes its own). No
 * retries: the API client has already toasted a failure, and a retry would toast it again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_MS, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
