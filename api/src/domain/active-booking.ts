import { schemas } from '@booking/contracts';

/**
 * "Active booking", defined once (docs/product.md, States): status 'confirmed' or 'created'. It holds its
 * time (the exclusion constraint of migration 4 uses the same list), counts against the plan's
 * monthly limit, and can be cancelled until it starts.
 */
export const ACTIVE_STATUSES: readonly string[] = schemas.ACTIVE_BOOKING_STATUSES;

export const isActiveBooking = (status: string) => ACTIVE_STATUSES.includes(status);
