import { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { QueryProvider } from '@muster/shared-kernel/client';

/** A fresh query cache per test, so no test sees another's data. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000 }, mutations: { retry: false } },
  });
}

/**
 * The providers a screen expects from the shell (the query cache): the `client` given, or one of
 * its own, kept for as long as it is mounted.
 */
export function TestProviders({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const [own] = useState(() => client ?? createTestQueryClient());
  return <QueryProvider client={client ?? own}>{children}</QueryProvider>;
}

/** A `renderHook` wrapper over a fresh query cache (or the `client` given), with that cache. */
export function queryWrapper(client: QueryClient = createTestQueryClient()) {
  return {
    client,
    wrapper: ({ children }: { children: ReactNode }) => (
      <TestProviders client={client}>{children}</TestProviders>
    ),
  };
}
