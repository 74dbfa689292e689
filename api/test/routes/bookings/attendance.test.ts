import { beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../../src/domain/clock';
import { MARIA, OLGA, as, useMoveApp } from './move-helpers';

// Who came. The master marks an active booking whose start has passed, dated from their
// today minus 7 days on. Tuesday 1 December 2026, 10:00 in Moscow.
const { ctx, h } = useMoveApp({ paid: false });

const mark = (caller: number, id: number, attendance: unknown) =>
  ctx.app.inject({ method: 'PUT', url: `/api/bookings/${id}/attendance`, headers: as(caller), payload: { attendance } });
const day = async (date: string) => (await ctx.app.inject({ url: `/api/workers/1/bookings/${date}`, headers: as(MARIA) })).json() as { booking_id: number; attendance: string | null; can_mark_attendance: boolean }[];
const at = (iso: string) => setClock(new Date(iso));

describe('PUT /api/bookings/{id}/attendance', () => {
  let anna: number;
  let id: number;
  beforeAll(async () => {
    anna = h.client();
    id = await h.book(anna, '2026-12-01', '15:00');
  });

  it('a booking that has not started: refused; the master’s day offers nothing to mark yet', async () => {
    const res = await mark(MARIA, id, 'came');
    expect([res.statusCode, res.json().message]).toEqual([409, 'Отметить, пришёл ли клиент, можно после начала записи']);
    expect((await day('2026-12-01')).find((b) => b.booking_id === id)).toMatchObject({ attendance: null, can_mark_attendance: false });
  });

  it('once it started, the master marks it, changes it and clears it; the day shows it; the client’s lists do not', async () => {
    at('2026-12-01T15:00:30+03:00');
    expect((await mark(MARIA, id, 'came')).json()).toEqual({ id, attendance: 'came' });
    expect((await day('2026-12-01')).find((b) => b.booking_id === id)).toMatchObject({ attendance: 'came', can_mark_attendance: true });
    expect((await mark(MARIA, id, 'no_show')).json()).toEqual({ id, attendance: 'no_show' });
    expect((await day('2026-12-01')).find((b) => b.booking_id === id)).toMatchObject({ attendance: 'no_show' });
    const list = await ctx.app.inject({ url: `/api/bookings/telegram_id/${anna}`, headers: as(anna) });
    expect(list.body).not.toMatch(/attendance|no_show/);
    expect((await mark(MARIA, id, null)).json()).toEqual({ id, attendance: null });
    expect((await mark(MARIA, id, 'no_show')).statusCode).toBe(200);
  });

  it('the booking’s master only: the client is refused, anyone else finds nothing; bad bodies are 400', async () => {
    const before = await h.snapshot();
    expect((await mark(anna, id, 'came')).statusCode).toBe(403);
    for (const stranger of [OLGA, h.client()]) expect((await mark(stranger, id, 'came')).statusCode).toBe(404);
    expect((await mark(MARIA, 999_999, 'came')).statusCode).toBe(404);
    for (const value of ['пришёл', 'CAME', 1, true, undefined]) expect((await mark(MARIA, id, value)).statusCode, String(value)).toBe(400);
    expect(await h.snapshot()).toBe(before);
  });

  it('within 7 days of the master’s today; older is refused and shown without the buttons', async () => {
    at('2026-12-08T23:59:00+03:00');
    expect((await mark(MARIA, id, 'came')).statusCode).toBe(200);
    at('2026-12-09T00:00:30+03:00');
    const res = await mark(MARIA, id, 'no_show');
    expect([res.statusCode, res.json().message]).toEqual([409, 'Отметить, пришёл ли клиент, можно в течение 7 дней']);
    expect((await day('2026-12-01')).find((b) => b.booking_id === id)).toMatchObject({ attendance: 'came', can_mark_attendance: false });
  });

  it('a cancelled booking: refused', async () => {
    at('2026-12-01T10:00:00+03:00');
    const other = await h.book(h.client(), '2026-12-01', '16:00');
    expect((await ctx.app.inject({ method: 'POST', url: `/api/workers/1/bookings/${other}/cancel`, headers: as(MARIA) })).statusCode).toBe(200);
    at('2026-12-01T17:00:00+03:00');
    expect((await mark(MARIA, other, 'came')).statusCode).toBe(409);
  });
});
