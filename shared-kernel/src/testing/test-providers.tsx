import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryProvider } from '@muster/shared-kernel/client';

/** A fresh query cache per test, so no test sees another's data. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000 }, mutations: { retry: false } },
  });
}

/** The providers a screen expects from the shell (the query cache). */
export function TestProviders({ client, children }: { client?: QueryClient; children: ReactNode }) {
  return <QueryProvider client={client ?? createTestQueryClient()}>{children}</QueryProvider>;
}
