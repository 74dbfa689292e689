import { describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/database';
import { STATUS_OF } from '../../../src/plugins/error-handler.plugin';
import { createBookingQueue, createBookings, type BookingOutcome, type BookingRequest } from '../../../src/speed/booking-queue/queue';
import { ANNA, BORIS, useApp } from '../../helper';

// Bookings are created in batches (group commit): requests that arrive together are checked in
// arrival order against the day as the earlier ones left it, and written in one transaction.
const ctx = useApp();

const moscowDate = (days: number) => new Date(Date.now() + 3 * 3600_000 + days * 86400_000).toISOString().slice(0, 10);

async function slotId(workerId: number, date: string, start: string): Promise<number> {
  const { rows } = await ctx.db.query<{ id: number }>(
    `SELECT id FROM timeslots WHERE worker_id = $1 AND date = $2 AND time_start <= $3::time AND time_end > $3::time AND status = 'free'`,
    [workerId, date, start],
  );
  return Number(rows[0]!.id);
}

const request = (callerId: number, body: Omit<BookingRequest['body'], 'telegram_id'>): BookingRequest => ({ callerId, body: { telegram_id: callerId, ...body } });

async function bookingsOf(workerId: number, date: string) {
  const { rows } = await ctx.db.query<{ id: number; time_start: string; time_end: string; services: number[] }>(
    `SELECT b.id, to_char(b.time_start, 'HH24:MI') AS time_start, to_char(b.time_end, 'HH24:MI') AS time_end,
            array(SELECT service_id FROM booking_services s WHERE s.booking_id = b.id ORDER BY position) AS services
       FROM bookings b WHERE worker_id = $1 AND date = $2 AND status = 'confirmed' ORDER BY time_start`,
    [workerId, date],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), services: r.services.map(Number) }));
}

describe('a batch of bookings', () => {
  it('checks each request against the ones before it in the same batch, partial overlaps included', async () => {
    const date = moscowDate(5);
    const morning = await slotId(1, date, '10:00');
    const outcomes = await createBookings(ctx.db, [
      request(ANNA, { place_id: 1, service_ids: [1], timeslot_id: morning, time_start: '10:00' }), // 10:00-11:00
      request(BORIS, { place_id: 1, service_ids: [2], timeslot_id: morning, time_start: '10:30' }), // overlaps the first
      request(BORIS, { place_id: 1, service_ids: [2, 1], timeslot_id: morning, time_start: '11:00' }), // 11:00-12:30
      request(ANNA, { place_id: 1, service_ids: [1], timeslot_id: morning, time_start: '10:00' }), // the first again
    ]);
    expect(outcomes.map((o) => (o.ok ? 201 : STATUS_OF[o.error.kind]))).toEqual([201, 409, 201, 409]);
    const [first, , third] = outcomes as [BookingOutcome, BookingOutcome, BookingOutcome];
    expect(first).toMatchObject({ ok: true, booking: { worker_id: 1, date, time_start: '10:00:00', time_end: '11:00:00' } });
    expect(third).toMatchObject({ ok: true, booking: { time_start: '11:00:00', time_end: '12:30:00' } });
    const stored = await bookingsOf(1, date);
    expect(stored).toEqual([
      { id: first.ok ? first.booking.id : -1, time_start: '10:00', time_end: '11:00', services: [1] },
      { id: third.ok ? third.booking.id : -1, time_start: '11:00', time_end: '12:30', services: [2, 1] },
    ]);
  });

  it('answers every request of a mixed batch on its own and writes only the accepted ones', async () => {
    const date = moscowDate(6);
    const afternoon = await slotId(1, date, '15:00');
    await ctx.db.query(`UPDATE services SET status = 'INACTIVE' WHERE id = 3`);
    try {
      const outcomes = await createBookings(ctx.db, [
        request(ANNA, { place_id: 1, service_ids: [3], timeslot_id: afternoon, time_start: '15:00' }), // inactive service
        request(ANNA, { place_id: 1, service_ids: [2], timeslot_id: 2_000_000_000, time_start: '15:00' }), // unknown slot
        request(ANNA, { place_id: 1, service_ids: [4], timeslot_id: afternoon, time_start: '15:00' }), // another master's service
        request(BORIS, { place_id: 1, service_ids: [2], timeslot_id: afternoon, time_start: '15:00' }), // fine
      ]);
      expect(outcomes.map((o) => (o.ok ? 201 : STATUS_OF[o.error.kind]))).toEqual([409, 404, 400, 201]);
      expect((await bookingsOf(1, date)).map((b) => b.time_start)).toEqual(['15:00']);
    } finally {
      await ctx.db.query(`UPDATE services SET status = 'active' WHERE id = 3`);
    }
  });

  it('counts the batch’s own bookings against the free plan’s monthly limit', async () => {
    const date = moscowDate(9);
    // Worker 3 is on the free plan (20 a month): 19 already this month, early in the morning.
    for (let i = 0; i < 19; i++) {
      const start = `${String(Math.floor((i * 20) / 60)).padStart(2, '0')}:${String((i * 20) % 60).padStart(2, '0')}`;
      await ctx.db.query(
        `INSERT INTO bookings (status, client_id, place_id, worker_id, date, time_start, time_end)
         VALUES ('confirmed', $1, 2, 3, $2, $3::time, $3::time + interval '20 minutes')`,
        [ANNA, date, start],
      );
    }
    const outcomes = await createBookings(ctx.db, [
      request(ANNA, { place_id: 2, service_ids: [6], timeslot_id: await slotId(3, date, '10:00'), time_start: '10:00' }),
      request(BORIS, { place_id: 2, service_ids: [6], timeslot_id: await slotId(3, date, '14:00'), time_start: '14:00' }),
    ]);
    expect(outcomes[0]!.ok).toBe(true);
    expect(outcomes[1]).toMatchObject({ ok: false, error: { kind: 'conflict', message: expect.stringContaining('лимит записей') } });
  });
});

describe('the booking queue', () => {
  it('retries a batch that failed as a whole one request at a time, so one conflict does not sink the others', async () => {
    const date = moscowDate(12);
    let calls = 0;
    // The batch of the three requests fails the way a deadlock would; the queue must redo them one by one.
    const flaky: Database = {
      ...ctx.db,
      query: ctx.db.query.bind(ctx.db),
      transaction: (fn) => {
        calls += 1;
        if (calls === 1) return Promise.reject(Object.assign(new Error('deadlock detected'), { code: '40P01' }));
        return ctx.db.transaction(fn);
      },
    };
    const queue = createBookingQueue(flaky);
    const times = ['09:00', '10:30', '14:00'];
    const slots = await Promise.all(times.map((t) => slotId(1, date, t)));
    const outcomes = await Promise.all(
      times.map((time_start, i) => queue.submit(request(ANNA, { place_id: 1, service_ids: [2], timeslot_id: slots[i]!, time_start }))),
    );
    expect(outcomes.map((o) => o.ok)).toEqual([true, true, true]);
    expect(calls).toBe(4);
    expect((await bookingsOf(1, date)).map((b) => b.time_start)).toEqual(['09:00', '10:30', '14:00']);
  });

  it('answers a whole batch at once when the database is out, without trying each request again', async () => {
    let calls = 0;
    const out: Database = { ...ctx.db, transaction: () => (calls++, Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))) };
    const queue = createBookingQueue(out);
    const results = await Promise.allSettled(['09:00', '10:30', '14:00'].map((time_start) => queue.submit(request(ANNA, { place_id: 1, service_ids: [2], timeslot_id: 1, time_start }))));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    // One try for the batch: one by one, each would have waited for the database again.
    expect(calls).toBe(1);
  });

  it('passes a lone request’s database failure to its caller', async () => {
    const failing: Database = { ...ctx.db, transaction: () => Promise.reject(Object.assign(new Error('deadlock detected'), { code: '40P01' })) };
    const queue = createBookingQueue(failing);
    await expect(queue.submit(request(ANNA, { place_id: 1, service_ids: [2], timeslot_id: 1, time_start: '09:00' }))).rejects.toMatchObject({ code: '40P01' });
  });
});
