import { describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/database';
import { createBooking } from '../../../src/services/booking-create.service';
import type { Notifier } from '../../../src/services/notifications.service';
import { ANNA, BORIS, useApp } from '../../helper';

// One booking in one transaction, without the queue (services/booking-create.service.ts): what other
// code books with (and POST /bookings/ with SPEED_PLAIN=booking-queue).
const ctx = useApp();
let wakes = 0;
const notifier: Notifier = { botUsername: 'book_one_bot', reminderOffsets: [1440, 120], wake: () => void (wakes += 1) };
const TAKEN = 'Это время уже занято. Выберите другое время.';
const moscowDate = (days: number) => new Date(Date.now() + 3 * 3600_000 + days * 86400_000).toISOString().slice(0, 10);

async function slotId(workerId: number, date: string, start: string): Promise<number> {
  const { rows } = await ctx.db.query<{ id: number }>(
    `SELECT id FROM timeslots WHERE worker_id = $1 AND date = $2 AND time_start <= $3::time AND time_end > $3::time AND status = 'free'`,
    [workerId, date, start],
  );
  return Number(rows[0]!.id);
}

const request = async (client: number, date: string, start: string, serviceIds = [2]) => ({
  callerId: client,
  body: { telegram_id: client, place_id: 1, service_ids: serviceIds, timeslot_id: await slotId(1, date, start), time_start: start },
});

describe('createBooking', () => {
  it('writes the booking, its services in the order asked, the bot’s messages, and ends the client’s wait; then wakes the runner', async () => {
    const date = moscowDate(5);
    await ctx.db.query(`INSERT INTO waitlist (client_id, worker_id, place_id, date, service_ids) VALUES ($1, 1, 1, $2, '{2}')`, [ANNA, date]);
    const before = wakes;
    const booking = await createBooking(ctx.db, notifier, await request(ANNA, date, '10:00', [2, 1, 2]));
    expect(booking).toMatchObject({ status: 'confirmed', worker_id: 1, place_id: 1, date, time_start: '10:00:00', time_end: '11:30:00' });
    expect(wakes).toBe(before + 1);
    const services = await ctx.db.query<{ service_id: number }>('SELECT service_id FROM booking_services WHERE booking_id = $1 ORDER BY position', [booking.id]);
    expect(services.rows.map((r) => Number(r.service_id))).toEqual([2, 1]);
    const confirmed = await ctx.db.query<{ chat_id: number }>('SELECT chat_id FROM outbox WHERE dedupe_key = $1', [`booking_confirmed:${booking.id}`]);
    expect(confirmed.rows.map((r) => Number(r.chat_id))).toEqual([ANNA]);
    const wait = await ctx.db.query<{ ended_at: unknown }>('SELECT ended_at FROM waitlist WHERE client_id = $1 AND date = $2', [ANNA, date]);
    expect(wait.rows[0]!.ended_at).not.toBeNull();
  });

  it('throws a refusal as its domain error and writes nothing', async () => {
    const date = moscowDate(6);
    await createBooking(ctx.db, notifier, await request(ANNA, date, '15:00'));
    const count = async () => Number((await ctx.db.query<{ n: number }>('SELECT count(*) AS n FROM bookings')).rows[0]!.n);
    const n = await count();
    await expect(createBooking(ctx.db, notifier, await request(BORIS, date, '15:00'))).rejects.toMatchObject({ kind: 'conflict', message: TAKEN });
    expect(await count()).toBe(n);
  });

  it('answers a conflict the database reports (exclusion constraint, deadlock, serialization failure) as the time taken', async () => {
    for (const code of ['23P01', '40P01', '40001']) {
      const failing: Database = { ...ctx.db, transaction: () => Promise.reject(Object.assign(new Error('conflict'), { code })) };
      await expect(createBooking(failing, notifier, await request(ANNA, moscowDate(7), '09:00'))).rejects.toMatchObject({ kind: 'conflict', message: TAKEN });
    }
  });

  it('12 clients at once for one time: exactly one booking', async () => {
    const date = moscowDate(8);
    await ctx.db.query(`INSERT INTO users (id, first_name) SELECT g, 'Клиент' FROM generate_series(300100, 300111) g ON CONFLICT DO NOTHING`);
    const results = await Promise.allSettled(Array.from({ length: 12 }, async (_, i) => createBooking(ctx.db, notifier, await request(300100 + i, date, '12:00'))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ kind: 'conflict', message: TAKEN });
    const stored = await ctx.db.query('SELECT 1 FROM bookings WHERE worker_id = 1 AND date = $1 AND time_start = $2', [date, '12:00']);
    expect(stored.rows).toHaveLength(1);
  });
});
