import { schemas } from '@booking/contracts';

/**
 * "Active booking", defined once (docs/product.md, States): a status of ACTIVE_BOOKING_STATUSES. It holds its
 * time (the exclusion constraint, as migration 37 remade it, uses the same list), counts against the plan's
 * monthly limit, and can be cancelled until it starts.
 */
export const ACTIVE_STATUSES: readonly string[] = schemas.ACTIVE_BOOKING_STATUSES;

export const isActiveBooking = (status: string) => ACTIVE_STATUSES.includes(status);
