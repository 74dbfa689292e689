import { describe, expect, it } from 'vitest';
import { schemas } from '@booking/contracts';
import { ANNA, initDataFor, useApp } from '../../helper';

const ctx = useApp();
const MARIA = 200001;
const OLGA = 200002;
const as = (id: number) => ({ 'x-telegram-init-data': initDataFor({ id }) });
const day = (n: number) => new Date(Date.now() + 3 * 3600_000 + n * 86400_000).toISOString().slice(0, 10);

describe('master’s view of client bookings', () => {
  it('shows the day’s bookings with the busy-slot fields, to the master only', async () => {
    const res = await ctx.app.inject({ url: `/api/workers/1/bookings/${day(1)}`, headers: as(MARIA) });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({
      booking_id: 1,
      // The name comes from the client's latest Telegram init data (the tests sign as 'Test').
      client_name: expect.stringMatching(/\S/),
      client_telegram_id: ANNA,
      category_name: 'Стрижки',
      service_title: 'Женская стрижка',
      service_price: 2500,
      duration: 60,
      can_cancel: true,
    });
    expect((await ctx.app.inject({ url: `/api/workers/1/bookings/${day(1)}`, headers: as(OLGA) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: `/api/workers/1/bookings/${day(1)}`, headers: as(ANNA) })).statusCode).toBe(403);
  });

  it("answers exactly the day's fields, in order of start; an empty day is an empty list; an unknown worker is 404", async () => {
    const res = await ctx.app.inject({ url: `/api/workers/1/bookings/${day(1)}`, headers: as(MARIA) });
    const rows = res.json() as { time_start: string }[];
    expect(rows.length).toBeGreaterThan(0);
    // `deposit` only on a booking whose services asked one.
    const fields = (row: object) => Object.keys(schemas.WorkerDayBookingSchema.entries).filter((k) => k !== 'deposit' || 'deposit' in row).sort();
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(fields(row));
    expect(rows.map((r) => r.time_start)).toEqual(rows.map((r) => r.time_start).sort());
    const empty = await ctx.app.inject({ url: `/api/workers/1/bookings/${day(400)}`, headers: as(MARIA) });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
    const unknown = await ctx.app.inject({ url: `/api/workers/999999/bookings/${day(1)}`, headers: as(MARIA) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Работник не найден');
  });

  it("names a booking of several services by their titles in order, the first one's category and the total", async () => {
    const services = (await ctx.db.query<{ id: number; title: string; price: number; category: string | null }>(
      `SELECT s.id, s.title, s.price, c.name AS category FROM services s LEFT JOIN categories c ON c.id = s.category_id
        WHERE s.worker_id = 1 ORDER BY s.id LIMIT 2`,
    )).rows;
    expect(services).toHaveLength(2);
    // Cancelled, so it takes no time from the seeded bookings; the day lists it all the same.
    const { rows } = await ctx.db.query<{ id: number }>(
      `INSERT INTO bookings (status, client_id, place_id, worker_id, date, time_start, time_end) VALUES ('cancelled', $1, 1, 1, $2, '20:00', '21:00') RETURNING id`,
      [ANNA, day(6)],
    );
    const id = Number(rows[0]!.id);
    // The second service first: the position orders them, not the id.
    await ctx.db.query('INSERT INTO booking_services (booking_id, service_id, position, price) SELECT $1, id, CASE WHEN id = $2 THEN 0 ELSE 1 END, price FROM services WHERE id IN ($2, $3)', [id, services[1]!.id, services[0]!.id]);
    const res = await ctx.app.inject({ url: `/api/workers/1/bookings/${day(6)}`, headers: as(MARIA) });
    expect(res.statusCode).toBe(200);
    expect(res.json().find((b: { booking_id: number }) => b.booking_id === id)).toMatchObject({
      status: 'cancelled',
      category_name: services[1]!.category,
      service_title: `${services[1]!.title}, ${services[0]!.title}`,
      service_price: Number(services[0]!.price) + Number(services[1]!.price),
      duration: 60,
    });
  });

  it('the master cancels a future booking; a past one cannot be cancelled', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/workers/2/bookings/2/cancel', headers: as(OLGA) })).statusCode).toBe(409);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/workers/1/bookings/1/cancel', headers: as(OLGA) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/workers/2/bookings/1/cancel', headers: as(OLGA) })).statusCode).toBe(404);
    const ok = await ctx.app.inject({ method: 'POST', url: '/api/workers/1/bookings/1/cancel', headers: as(MARIA) });
    expect(ok.json()).toMatchObject({ id: 1, status: 'cancelled' });
    const after = await ctx.app.inject({ url: `/api/workers/1/bookings/${day(1)}`, headers: as(MARIA) });
    expect(after.json()[0]).toMatchObject({ status: 'cancelled', can_cancel: false });
  });
});
