import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/**
 * SPEC §7 query defaults: no automatic retries, no refetch on window focus, and data never goes
 * stale unless a query sets its own poll interval. Only the admin area uses queries, so this
 * provider (and TanStack Query) lives in the admin chunk, not in the public bundle. There is no
 * default loader: every query names its own, which parses the answer with the route's schema.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
