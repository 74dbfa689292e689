import type { Database } from './database';
import { DEMO_USERS } from './seed';

export interface DemoRemoval {
  users: number;
  businesses: number;
  workers: number;
  bookings: number;
  /** Uploaded files whose rows went with their demo owners: the caller deletes the bytes. */
  files: string[];
}

/**
 * Removes what the demo seed made (DEMO on), for a database that once ran as a demo and now goes
 * into service (`npm run demo:remove`, README "Going into service"): the seeded people, the
 * businesses they alone own (business 1 and any a demo person registered), those businesses'
 * places and masters, and every booking, wait, schedule and payment record of them; anything
 * else stays. One transaction: it removes all of that or nothing.
 */
export async function removeDemoData(db: Database): Promise<DemoRemoval> {
  const people = DEMO_USERS.map((u) => u.id);
  return db.transaction(async (tx) => {
    // Businesses all of whose owners are demo people; their places; masters who are demo people or
    // work for those businesses.
    const businesses = (await tx.query<{ id: number }>(
      `SELECT b.id FROM businesses b
       WHERE EXISTS (SELECT 1 FROM business_owners o WHERE o.business_id = b.id)
         AND NOT EXISTS (SELECT 1 FROM business_owners o WHERE o.business_id = b.id AND o.user_id <> ALL($1::bigint[]))`,
      [people],
    )).rows.map((r) => r.id);
    const places = (await tx.query<{ id: number }>('SELECT id FROM places WHERE business_id = ANY($1::int[])', [businesses])).rows.map((r) => r.id);
    const workers = (await tx.query<{ id: number }>(
      'SELECT id FROM workers WHERE user_id = ANY($1::bigint[]) OR business_id = ANY($2::int[])',
      [people, businesses],
    )).rows.map((r) => r.id);
    const bookings = (await tx.query<{ id: number }>(
      'SELECT id FROM bookings WHERE client_id = ANY($1::bigint[]) OR worker_id = ANY($2::int[]) OR place_id = ANY($3::int[])',
      [people, workers, places],
    )).rows.map((r) => r.id);
    await tx.query('DELETE FROM outbox WHERE booking_id = ANY($1::int[]) OR chat_id = ANY($2::bigint[])', [bookings, people]);
    await tx.query('DELETE FROM bookings WHERE id = ANY($1::int[])', [bookings]);
    await tx.query(
      'DELETE FROM waitlist WHERE client_id = ANY($1::bigint[]) OR worker_id = ANY($2::int[]) OR place_id = ANY($3::int[])',
      [people, workers, places],
    );
    await tx.query('DELETE FROM timeslots WHERE worker_id = ANY($1::int[]) OR place_id = ANY($2::int[])', [workers, places]);
    await tx.query('DELETE FROM services WHERE worker_id = ANY($1::int[]) OR place_id = ANY($2::int[])', [workers, places]);
    await tx.query('DELETE FROM workers WHERE id = ANY($1::int[])', [workers]);
    await tx.query('DELETE FROM places WHERE id = ANY($1::int[])', [places]);
    await tx.query('DELETE FROM businesses WHERE id = ANY($1::int[])', [businesses]);
    await tx.query('DELETE FROM business_owners WHERE user_id = ANY($1::bigint[])', [people]);
    await tx.query(
      `DELETE FROM star_charges WHERE user_id = ANY($1::bigint[])
         OR payment_id IN (SELECT id FROM payments WHERE user_id = ANY($1::bigint[]))`,
      [people],
    );
    await tx.query('DELETE FROM payments WHERE user_id = ANY($1::bigint[])', [people]);
    await tx.query('DELETE FROM subscriptions WHERE user_id = ANY($1::bigint[])', [people]);
    const files = (await tx.query<{ name: string }>('DELETE FROM uploaded_files WHERE user_id = ANY($1::bigint[]) RETURNING name', [people])).rows.map((r) => r.name);
    const users = (await tx.query('DELETE FROM users WHERE id = ANY($1::bigint[]) RETURNING id', [people])).rows.length;
    return { users, businesses: businesses.length, workers: workers.length, bookings: bookings.length, files };
  });
}
