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
 * cancelled, so its answer never lands. The reads start again once the screens have drawn for
 * the new reader: a screen that reads only with a session has stopped reading (or has gone) by
 * then, so signing out never tries a read that needs one ('Authentication required').
 */
export function QueryProvider({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  useEffect(() => {
    let username = sessionStore.get().username;
    let refetch: ReturnType<typeof setTimeout> | undefined;
    const stop = sessionStore.subscribe(() => {
      const next = sessionStore.get().username;
      if (next !== username) {
        queryClient.getMutationCache().clear();
        // At once: nothing read for the previous reader stays, nor lands later.
        void queryClient.cancelQueries();
        for (const query of queryClient.getQueryCache().getAll()) query.reset();
        clearTimeout(refetch);
        // Only what no screen has read again meanwhile: no read is made twice.
        refetch = setTimeout(
          () =>
            void queryClient.refetchQueries({
              type: 'active',
              predicate: (query) =>
                query.state.status === 'pending' && query.state.fetchStatus === 'idle',
            }),
        );
      }
      username = next;
    });
    return () => {
      stop();
      clearTimeout(refetch);
    };
  }, [queryClient]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
