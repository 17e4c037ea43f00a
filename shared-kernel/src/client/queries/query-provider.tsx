import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { sessionStore } from '../session/session-store.js';
import { createQueryClient } from './query-client.js';

/**
 * Provides the query cache, and reads everything again when the signed-in user changes: what one
 * user was allowed to read (a faction's working copy, drafts, their own lists) is never shown to
 * the next, and the screens show what the new reader may see. Resetting the queries (rather than
 * emptying the cache) keeps the screens' queries, so a mounted screen hears of it and reads again
 * even when nothing else makes it draw; a read still on its way for the previous reader is
 * cancelled, so its answer never lands.
 */
export function QueryProvider({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  useEffect(() => {
    let username = sessionStore.get().username;
    return sessionStore.subscribe(() => {
      const next = sessionStore.get().username;
      if (next !== username) {
        queryClient.getMutationCache().clear();
        void queryClient.resetQueries();
      }
      username = next;
    });
  }, [queryClient]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
