import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../../src/domain/clock';
import { useApp } from '../../helper';
import { as, moveHelpers, OLGA } from '../bookings/move-helpers';

// 'Добавить на главный экран' is offered once: after a client's second booking, to a master
// after the first booking they receive; a refusal is remembered on the server for 30 days.
const T0 = new Date('2026-12-01T10:00:00+03:00');
beforeAll(() => setClock(T0));
afterAll(() => setClock(null));

const ctx = useApp({ rateLimitPerMinute: 0 });
const h = moveHelpers(ctx);
const ELENA = 200003; // master of worker 3 (place 2), no bookings in the demo data

const state = async (who: number) => {
  const res = await ctx.app.inject({ url: '/api/profile/home-screen', headers: as(who) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { offer: boolean; added: boolean; refused_at: string | null };
};
const answer = (who: number, payload: unknown) => ctx.app.inject({ method: 'POST', url: '/api/profile/home-screen', headers: as(who), payload: payload as object });

describe('the offer to put the app on the home screen', () => {
  it('comes after a client’s second booking, not the first', async () => {
    const client = h.client();
    expect(await state(client)).toEqual({ offer: false, added: false, refused_at: null });
    await h.book(client, '2026-12-02', '11:00');
    expect((await state(client)).offer).toBe(false);
    await h.book(client, '2026-12-03', '11:00');
    expect((await state(client)).offer).toBe(true);
  });

  it('comes to a master after the first booking they receive', async () => {
    expect((await state(ELENA)).offer).toBe(false);
    expect((await state(OLGA)).offer, 'Olga has a booking').toBe(true);
    const client = h.client();
    const slot = (await ctx.db.query<{ id: number }>(`SELECT id FROM timeslots WHERE worker_id = 3 AND date = '2026-12-02' AND time_start = '14:00'`)).rows[0]!.id;
    const res = await ctx.app.inject({
      method: 'POST', url: '/api/bookings/', headers: as(client),
      payload: { telegram_id: client, place_id: 2, service_ids: [6], timeslot_id: Number(slot), time_start: '14:00' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await state(ELENA)).offer).toBe(true);
  });

  it('a refusal is remembered for 30 days; once added, never again', async () => {
    setClock(T0);
    const refused = await answer(OLGA, { answer: 'refused' });
    expect(refused.statusCode).toBe(200);
    const body = refused.json() as { offer: boolean; added: boolean; refused_at: string };
    expect(body).toMatchObject({ offer: false, added: false });
    expect(Math.abs(Date.parse(body.refused_at) - T0.getTime()), 'on the server’s clock').toBeLessThan(60_000);
    setClock(new Date(T0.getTime() + 29 * 86_400_000));
    expect((await state(OLGA)).offer).toBe(false);
    setClock(new Date(T0.getTime() + 31 * 86_400_000));
    expect((await state(OLGA)).offer).toBe(true);
    expect((await answer(OLGA, { answer: 'added' })).json()).toMatchObject({ offer: false, added: true });
    setClock(new Date(T0.getTime() + 400 * 86_400_000));
    expect((await state(OLGA)).offer).toBe(false);
    setClock(T0);
  });

  it('refuses an answer it does not know with a 400, and changes nothing', async () => {
    for (const body of [{ answer: 'later' }, {}, { answer: 'added', extra: 1 }]) {
      const res = await answer(ELENA, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String), error: expect.any(String) });
    }
    expect(await state(ELENA)).toEqual({ offer: true, added: false, refused_at: null });
    expect((await ctx.app.inject({ url: '/api/profile/home-screen' })).statusCode).toBe(401);
  });
});
