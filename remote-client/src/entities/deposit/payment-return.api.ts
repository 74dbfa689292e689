import * as ops from '@booking/contracts/ops';
import { entityQuery } from '@booking/platform';

/** Query keys of the return page's reading; only that page reads it, so the key is this area's own. */
export const paymentReturnKeys = {
  all: ['payment-return'] as const,
  one: (token: string) => ['payment-return', token] as const,
};

/** GET /payments/return/{token}: where the deposit of the booking the signed token names stands (public: no session needed). */
export const paymentReturnQuery = (token: string) => entityQuery(paymentReturnKeys.one(token), ops.getPaymentReturn, { token });
