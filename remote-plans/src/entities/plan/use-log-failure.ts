import { useEffect } from 'react';

/**
 * Plan and subscription failures are logged (the page shows its own text). Each
 * failure is logged once, with what failed and the error (status and server message), for support.
 */
export function useLogFailure(error: Error | null, what: string): void {
  useEffect(() => {
    if (error) console.error(what, error);
  }, [error, what]);
}
