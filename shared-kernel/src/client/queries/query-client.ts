import { QueryClient } from '@tanstack/react-query';
import { trackOnlineState } from '../api/online.js';

/** How long a read stays fresh: moving between screens within a minute fetches nothing again. */
const STALE_MS = 60_000;

/**
 * The site's one query cache (the shell creates it; a remote running alone makes its own). No
 * retries: the API client has already toasted a failure, and a retry would toast it again.
 * Offline, reads wait for the connection (TanStack's default network mode: a screen
 * shows what the cache holds, or 'You are offline'), but writes run, so the API client refuses
 * them at once with 'You are offline': a paused write would say 'Saving...' without end and be
 * sent later, behind the user's back.
 */
export function createQueryClient(): QueryClient {
  trackOnlineState();
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_MS, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
