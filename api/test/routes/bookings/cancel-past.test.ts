// Found when the API was tried as a new user would; the test failed on the code before the fix.
import { describe, expect, it } from 'vitest';
import { wallClock } from '../../../src/domain/clock';
import { ANNA, BORIS, MARIA } from '../../endpoints';
import { initDataFor, useApp } from '../../helper';

const ctx = useApp({ rateLimitPerMinute: 0 });
const as = (id: number) => ({ 'x-telegram-init-data': initDataFor({ id }) });

describe('a past booking cannot be cancelled', () => {
  it('the client’s cancel of yesterday’s booking answers 409 and leaves it as it was', async () => {
    const res = await ctx.app.inject({ url: '/api/bookings/2/cancel', headers: as(ANNA) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Прошедшую или уже начавшуюся запись отменить нельзя');
    const row = (await ctx.db.query<{ status: string }>('SELECT status FROM bookings WHERE id = 2')).rows[0]!;
    expect(row.status).toBe('confirmed');
  });

  it('the master’s cancel of a booking that has started answers 409 too', async () => {
    const today = wallClock('Europe/Moscow').date;
    await ctx.db.query(`INSERT INTO bookings (id, status, client_id, place_id, worker_id, date, time_start, time_end) VALUES (901, 'confirmed', ${BORIS}, 1, 1, $1, '00:00', '00:30')`, [today]);
    await ctx.app.inject({ url: '/api/places', headers: as(BORIS) });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/workers/1/bookings/901/cancel', headers: as(MARIA) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Прошедшую или уже начавшуюся запись отменить нельзя');
    const client = await ctx.app.inject({ url: '/api/bookings/901/cancel', headers: as(BORIS) });
    expect(client.statusCode).toBe(409);
    expect((await ctx.db.query<{ status: string }>('SELECT status FROM bookings WHERE id = 901')).rows[0]!.status).toBe('confirmed');
  });
});
