import { expect } from 'vitest';
import { setClock } from '../../../src/domain/clock';
import { ANNA, type TestContext } from '../../helper';
import { MARIA, as, moveHelpers } from '../bookings/move-helpers';

// The master's figures, counted by hand from a small scenario with master 1 (Мария: place 1,
// 09:00-13:00 and 14:00-18:00; service 1 'Женская стрижка' 2500 ₽ 60 min, service 2 'Мужская стрижка'
// 1500 ₽ 30 min). The clock starts on Tuesday 1 December 2026, 08:00 in Moscow; the demo data adds
// Anna's booking of 2 December 10:00 (service 1, so a visit before both periods).
//
// Previous period, Thu 3 - Fri 4 December:      Period asked for, Sat 5 - Sun 6 December:
//   P1 Вера   3 Dec 10:00 s2         came          B1 Вера   5 Dec 10:00 s1+s2 (4000)   came (returning: P1)
//   P2 Глеб   3 Dec 11:00 s1         came          B2 Ефим   5 Dec 14:00 s2   cancelled by the master
//   P3 Дина   4 Dec 15:00 s2  cancelled by her     B3 Жанна  booked 4 Dec 10:00 s1 (2500), moved by her to 6 Dec 15:00: came
//                                                 B4 Глеб   6 Dec 11:00 s2   no-show
//                                                 B5 Дина   6 Dec 17:00 s2   not started yet at the reading
//   service 1 then costs 3000 ₽:                  B6 Зоя    6 Dec 16:00 s1 (3000)  came
//                                                 B7 Anna   5 Dec 15:00 s2         came (returning: 2 Dec)
// Read on Sunday 6 December at 16:30.
export const T0 = new Date('2026-12-01T08:00:00+03:00');
export const READ_AT = new Date('2026-12-06T16:30:00+03:00');
export const [VERA, GLEB, DINA, EFIM, ZHANNA, ZOYA] = [710_001, 710_002, 710_003, 710_004, 710_005, 710_006];

export const get = (ctx: TestContext, caller: number, url: string) => ctx.app.inject({ url: `/api${url}`, headers: as(caller) });
export const send = (ctx: TestContext, caller: number, method: 'POST' | 'PUT', url: string, payload: unknown) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: as(caller), payload: payload as object });

/** Books the scenario through the API with the clock at T0 (set it before useApp), then sets the clock to READ_AT. */
export async function playScenario(ctx: TestContext): Promise<{ b4: number }> {
  const h = moveHelpers(ctx);
  await ctx.db.query(`INSERT INTO subscriptions (user_id, plan_id, status) VALUES ($1, 2, 'active')`, [MARIA]);
  await h.book(VERA, '2026-12-03', '10:00', [2]);
  await h.book(GLEB, '2026-12-03', '11:00', [1]);
  const p3 = await h.book(DINA, '2026-12-04', '15:00', [2]);
  expect((await get(ctx, DINA, `/bookings/${p3}/cancel`)).statusCode).toBe(200);
  await h.book(VERA, '2026-12-05', '10:00', [1, 2]);
  const b2 = await h.book(EFIM, '2026-12-05', '14:00', [2]);
  expect((await send(ctx, MARIA, 'POST', `/workers/1/bookings/${b2}/cancel`, {})).statusCode).toBe(200);
  const b3 = await h.book(ZHANNA, '2026-12-04', '10:00', [1]);
  expect((await h.move(ZHANNA, b3, '2026-12-06', '15:00')).statusCode).toBe(200);
  const b4 = await h.book(GLEB, '2026-12-06', '11:00', [2]);
  await h.book(DINA, '2026-12-06', '17:00', [2]);
  await h.book(ANNA, '2026-12-05', '15:00', [2]);
  const put = await send(ctx, MARIA, 'PUT', '/services/1', { worker_id: 1, category_id: 1, place_id: 1, title: 'Женская стрижка', price: 3000, slot_duration: 60, booking_deadline: 15 });
  expect(put.statusCode, put.body).toBe(200);
  await h.book(ZOYA, '2026-12-06', '16:00', [1]);
  setClock(new Date('2026-12-06T12:00:00+03:00'));
  expect((await send(ctx, MARIA, 'PUT', `/bookings/${b4}/attendance`, { attendance: 'no_show' })).statusCode).toBe(200);
  setClock(READ_AT);
  return { b4 };
}
