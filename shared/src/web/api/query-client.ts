import { QueryClient } from '@tanstack/react-query';

/** Unused cache entries are dropped after 300 s (spec section 9). */
export const GC_TIME_MS = 300_000;

/**
 * The one query client. Queries do not retry (spec section 7): a failed load shows its error
 * state at once and the user retries on purpose. Mutations invalidate what they change.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { gcTime: GC_TIME_MS, retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
