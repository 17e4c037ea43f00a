import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { sessionStore } from '../session/session-store.js';
import { createQueryClient } from './query-client.js';

/**
 * Provides the query cache, and empties it when the signed-in user changes: what one user was
 * allowed to read (drafts, their own lists) is never shown to the next.
 */
export function QueryProvider({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  useEffect(() => {
    let username = sessionStore.get().username;
    return sessionStore.subscribe(() => {
      const next = sessionStore.get().username;
      if (next !== username) queryClient.clear();
      username = next;
    });
  }, [queryClient]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
