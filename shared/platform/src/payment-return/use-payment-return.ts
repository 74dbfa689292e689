import { useEffect, useState } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { isHTTPError } from 'ky';
import * as v from 'valibot';
import { PaymentTokenParams } from '@booking/contracts/schemas';

/** ЮKassa tells the server of a payment on its own schedule: a return page asks again this often while it waits. */
export const RETURN_POLL_MS = 2_000;
/** After this a return page stops asking and says the payment is applied by itself once it arrives. */
export const RETURN_WAIT_MS = 180_000;

/**
 * The reading of a page ЮKassa returns a payer to (a deposit's `/paid/{token}`, a plan's
 * `/subscription/paid/{token}`): what cannot be a token is not asked about (the server would refuse
 * it the same way); while the answer is 'awaiting' it is asked again every {@link RETURN_POLL_MS},
 * for at most {@link RETURN_WAIT_MS} (then `late`); `invalid` when the token is refused (tampered
 * with, expired, or naming nothing).
 */
export function usePaymentReturn<T extends { state: string }, K extends QueryKey>(token: string, options: UseQueryOptions<T, Error, T, K>) {
  const wellFormed = v.is(PaymentTokenParams, { token });
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), RETURN_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const answer = useQuery({
    ...options,
    enabled: wellFormed,
    refetchInterval: (query) => (!late && query.state.data?.state === 'awaiting' ? RETURN_POLL_MS : false),
  });
  const invalid = !wellFormed || (isHTTPError(answer.error) && [400, 404].includes(answer.error.response.status));
  return { answer, late, invalid };
}
