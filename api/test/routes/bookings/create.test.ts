import { describe, expect, it } from 'vitest';
import { ANNA, BORIS, initDataFor, useApp } from '../../helper';

const ctx = useApp();

/** A date `days` from today on Moscow's calendar (the seeded masters' timezone). */
function moscowDate(days: number): string {
  const d = new Date(Date.now() + 3 * 3600_000 + days * 86400_000);
  return d.toISOString().slice(0, 10);
}

async function slotId(workerId: number, date: string, start: string): Promise<number> {
  const { rows } = await ctx.db.query<{ id: number }>(
    `SELECT id FROM timeslots WHERE worker_id = $1 AND date = $2 AND time_start <= $3::time AND time_end > $3::time AND status = 'free'`,
    [workerId, date, start],
  );
  return Number(rows[0]!.id);
}

function book(userId: number, body: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/bookings/',
    headers: { 'x-telegram-init-data': initDataFor({ id: userId }) },
    payload: { telegram_id: userId, ...body },
  });
}

async function activeOverlaps(): Promise<number> {
  const { rows } = await ctx.db.query<{ n: string | number }>(
    `SELECT count(*) AS n FROM bookings a JOIN bookings b
       ON a.worker_id = b.worker_id AND a.id < b.id AND a.date = b.date AND a.time_start < b.time_end AND b.time_start < a.time_end
     WHERE a.status IN ('confirmed', 'created') AND b.status IN ('confirmed', 'created')`,
  );
  return Number(rows[0]!.n);
}

describe('POST /api/bookings/', () => {
  const date = moscowDate(2);

  it('books a free time, shows it in the client’s list and as busy time on the master’s day', async () => {
    const res = await book(BORIS, { place_id: 1, service_ids: [2], timeslot_id: await slotId(1, date, '14:00'), time_start: '14:00' });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const list = await ctx.app.inject({ url: `/api/bookings/telegram_id/${BORIS}`, headers: { 'x-telegram-init-data': initDataFor({ id: BORIS }) } });
    expect(list.json().map((b: { id: number }) => b.id)).toContain(id);
    const busy = await ctx.db.query(`SELECT 1 FROM bookings WHERE id = $1 AND time_end = '14:30'`, [id]);
    expect(busy.rows).toHaveLength(1);
  });

  it('refuses the same time to another client with a 409 the client can show', async () => {
    const res = await book(ANNA, { place_id: 1, service_ids: [2], timeslot_id: await slotId(1, date, '14:00'), time_start: '14:00:00' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Это время уже занято. Выберите другое время.');
  });

  it('refuses a partial overlap: a 60-minute service starting 30 minutes before a booking', async () => {
    const res = await book(ANNA, { place_id: 1, service_ids: [1], timeslot_id: await slotId(1, date, '14:00'), time_start: '14:30' });
    expect(res.statusCode).toBe(201); // 14:30-15:30 is free: Boris has 14:00-14:30
    const overlap = await book(BORIS, { place_id: 1, service_ids: [1, 2], timeslot_id: await slotId(1, date, '15:00'), time_start: '15:00' });
    expect(overlap.statusCode).toBe(409);
    expect(await activeOverlaps()).toBe(0);
  });

  it.each([
    ['off the 30-minute grid', { time_start: '10:15' }, 409],
    ['running into the break', { time_start: '12:30', service_ids: [1] }, 409],
    ['past the end of the working day', { time_start: '17:30', service_ids: [1], start: '17:30' }, 409],
  ])('refuses a start %s', async (_name, over, status) => {
    const start = (over as { start?: string }).start ?? '10:00';
    const res = await book(ANNA, { place_id: 1, service_ids: [2], timeslot_id: await slotId(1, date, start), ...over, start: undefined });
    expect(res.statusCode).toBe(status);
  });

  it('refuses services of another master or place, and unknown ones', async () => {
    const other = await book(ANNA, { place_id: 1, service_ids: [4], timeslot_id: await slotId(1, date, '10:00'), time_start: '10:00' });
    expect(other.statusCode).toBe(400);
    expect(other.json().field).toBe('service_ids');
    const unknown = await book(ANNA, { place_id: 1, service_ids: [9999], timeslot_id: await slotId(1, date, '10:00'), time_start: '10:00' });
    expect(unknown.statusCode).toBe(404);
  });

  it('books only for the caller: telegram_id of someone else is 403', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings/',
      headers: { 'x-telegram-init-data': initDataFor({ id: ANNA }) },
      payload: { telegram_id: BORIS, place_id: 1, service_ids: [2], timeslot_id: await slotId(1, date, '10:00'), time_start: '10:00' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a past date', async () => {
    const res = await book(ANNA, { place_id: 1, service_ids: [2], timeslot_id: await slotId(1, moscowDate(-1), '10:00'), time_start: '10:00' });
    expect(res.statusCode).toBe(409);
  });

  it('applies the lead time today: nothing earlier than now + deadline, rounded up to :00/:30', async () => {
    const nowMsk = new Date(Date.now() + 3 * 3600_000);
    const minutes = nowMsk.getUTCHours() * 60 + nowMsk.getUTCMinutes();
    const res = await book(ANNA, { place_id: 1, service_ids: [2], timeslot_id: await slotId(1, moscowDate(0), '09:00'), time_start: '09:00' });
    // 09:00 is bookable only while now + 15 min rounds up to 09:00 or earlier.
    expect(res.statusCode).toBe(Math.ceil((minutes + 15) / 30) * 30 <= 9 * 60 ? 201 : 409);
  });

  it('frees the time at once when the booking is cancelled', async () => {
    const slot = await slotId(2, date, '09:00');
    const first = await book(ANNA, { place_id: 1, service_ids: [4], timeslot_id: slot, time_start: '09:00' });
    expect(first.statusCode).toBe(201);
    expect((await book(BORIS, { place_id: 1, service_ids: [4], timeslot_id: slot, time_start: '09:00' })).statusCode).toBe(409);
    const cancel = await ctx.app.inject({ url: `/api/bookings/${first.json().id}/cancel`, headers: { 'x-telegram-init-data': initDataFor({ id: ANNA }) } });
    expect(cancel.statusCode).toBe(200);
    expect((await book(BORIS, { place_id: 1, service_ids: [4], timeslot_id: slot, time_start: '09:00' })).statusCode).toBe(201);
  });

  it('offers only slots near busy or break time for masters with that setting (worker 13)', async () => {
    const d = moscowDate(3);
    // Worker 13 works 10-14 and 15-20 with a 14-15 break: 10:00 is over an hour from the break.
    const far = await book(ANNA, { place_id: 7, service_ids: [13], timeslot_id: await slotId(13, d, '10:00'), time_start: '10:00' });
    expect(far.statusCode).toBe(409);
    const near = await book(ANNA, { place_id: 7, service_ids: [13], timeslot_id: await slotId(13, d, '13:00'), time_start: '13:00' });
    expect(near.statusCode).toBe(201);
  });

  it('stops a free-plan master at 20 bookings a month with a clear 409', async () => {
    const d = moscowDate(5);
    const month = d.slice(0, 7);
    const { rows } = await ctx.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM bookings WHERE worker_id = 3 AND status IN ('confirmed','created') AND to_char(date, 'YYYY-MM') = $1`,
      [month],
    );
    // Fill worker 3's month to the limit with bookings on the 1st (a day the test never books).
    for (let i = Number(rows[0]!.n); i < 20; i++) {
      await ctx.db.query(
        `INSERT INTO bookings (status, client_id, place_id, worker_id, date, time_start, time_end)
         VALUES ('confirmed', ${ANNA}, 2, 3, ($1 || '-01')::date - 0, make_time(0, 0, 0) + make_interval(mins => $2 * 30), make_time(0, 0, 0) + make_interval(mins => $2 * 30 + 30))`,
        [month, i],
      );
    }
    const res = await book(BORIS, { place_id: 2, service_ids: [6], timeslot_id: await slotId(3, d, '14:00'), time_start: '14:00' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/лимит записей/);
    // On a paid plan the limit is gone.
    await ctx.db.query(`INSERT INTO subscriptions (user_id, plan_id, status) VALUES (200003, 2, 'active')`);
    const paid = await book(BORIS, { place_id: 2, service_ids: [6], timeslot_id: await slotId(3, d, '14:00'), time_start: '14:00' });
    expect(paid.statusCode).toBe(201);
  });

  it('the database itself refuses overlapping active bookings, whatever the application does', async () => {
    const insert = (start: string, end: string) =>
      ctx.db.query(
        `INSERT INTO bookings (status, client_id, place_id, worker_id, date, time_start, time_end) VALUES ('confirmed', ${ANNA}, 1, 1, $1, $2, $3)`,
        [moscowDate(9), start, end],
      );
    await insert('10:00', '11:00');
    await expect(insert('10:30', '11:30')).rejects.toMatchObject({ code: '23P01' });
  });

  it('rejects malformed payloads with 400 naming the field, and changes nothing', async () => {
    const before = await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM bookings');
    for (const payload of [{}, { telegram_id: ANNA }, { telegram_id: ANNA, place_id: 1, service_ids: [], timeslot_id: 1, time_start: '10:00' }, { telegram_id: ANNA, place_id: 1, service_ids: [2], timeslot_id: 1, time_start: '25:00' }, { telegram_id: ANNA, place_id: 1, service_ids: [2], timeslot_id: 1, time_start: '10:00', extra: 1 }]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/bookings/', headers: { 'x-telegram-init-data': initDataFor({ id: ANNA }) }, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBeTruthy();
    }
    const after = await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM bookings');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });
});
