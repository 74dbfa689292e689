import { schemas } from '@booking/contracts';

/**
 * SQL condition: the booking aliased `alias` is active (the holding statuses of docs/product.md, States; the
 * list in @booking/contracts/schemas, as domain/active-booking.ts reads it). The literal list is fixed
 * text, so statements stay prepared.
 */
export const activeSql = (alias = 'b') => `${alias}.status IN (${schemas.ACTIVE_BOOKING_STATUSES.map((s) => `'${s}'`).join(', ')})`;
