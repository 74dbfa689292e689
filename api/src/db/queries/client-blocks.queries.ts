import type { Queryable } from '../queryable';

/**
 * A master's block of a client (migration 28: worker_clients.blocked): a blocked client
 * cannot book, move a booking or join the waitlist with that master (bookingRules.CLIENT_BLOCKED).
 * Every path that books reads it: createBooking and moves in their day's read (bookings.queries.ts, readBookingDay),
 * the waitlist and anything else through isClientBlocked.
 */

/** SQL: whether worker `w` blocked client `c` (a boolean; the primary key's lookup). */
export const blockedSql = (w: string, c: string) =>
  `EXISTS (SELECT 1 FROM worker_clients wc WHERE wc.worker_id = ${w} AND wc.client_id = ${c} AND wc.blocked)`;

/** Whether the master of `workerId` blocked the user `telegramId`. */
export async function isClientBlocked(db: Queryable, workerId: number, telegramId: number): Promise<boolean> {
  const { rows } = await db.query<{ blocked: boolean }>(`SELECT ${blockedSql('$1::int', '$2::bigint')} AS blocked`, [workerId, telegramId]);
  return rows[0]!.blocked === true;
}
