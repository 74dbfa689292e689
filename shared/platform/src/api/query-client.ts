import { QueryClient } from '@tanstack/react-query';

/** Unused cache entries are dropped after 300 s (docs/product.md, Constants). */
export const GC_TIME_MS = 300_000;

/**
 * Data this fresh is shown without asking again when a screen mounts: a screen's first queries are
 * started before it mounts (the page's early requests and the shell's route prefetch), and should
 * not be fetched a second time the moment it shows them. Mutations still refresh what they change
 * at once (invalidation ignores this), and a screen opened again more than 10 s later asks again.
 */
export const STALE_TIME_MS = 10_000;

/**
 * The one query client. Queries do not retry (docs/product.md, API paths): a failed load shows its error
 * state at once and the user retries on purpose. Mutations invalidate what they change.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { gcTime: GC_TIME_MS, staleTime: STALE_TIME_MS, retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
