import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { bookingKeys } from '@booking/platform';

/** A return fires both `visibilitychange` and `focus`: reads closer than this are one. */
const COALESCE_MS = 1_000;

let holders = 0;
let client: QueryClient | null = null;
let lastRead = 0;

function readAgain() {
  if (document.visibilityState === 'hidden' || !client) return;
  const now = Date.now();
  if (now - lastRead < COALESCE_MS) return;
  lastRead = now;
  void client.invalidateQueries({ queryKey: bookingKeys.all });
}

/**
 * While `enabled` (a card waits for its deposit, paid on ЮKassa's page outside the app), the
 * bookings shown are read again when the app comes back into view: the payment may have gone
 * through meanwhile. The query client refetches on no focus by itself (api/query-client.ts of the
 * platform), so this is the one place that does; any number of cards share one pair of listeners
 * and one read per return.
 */
export function useRefreshOnReturn(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    client = queryClient;
    if (holders++ === 0) {
      document.addEventListener('visibilitychange', readAgain);
      window.addEventListener('focus', readAgain);
    }
    return () => {
      if (--holders > 0) return;
      document.removeEventListener('visibilitychange', readAgain);
      window.removeEventListener('focus', readAgain);
      client = null;
    };
  }, [enabled, queryClient]);
}
