import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../../src/domain/clock';
import { createBooking } from '../../../src/services/booking-create.service';
import { isClientBlocked } from '../../../src/db/queries/client-blocks.queries';
import type { Notifier } from '../../../src/services/notifications.service';
import { useApp } from '../../helper';
import { MARIA, OLGA, as, moveHelpers } from '../bookings/move-helpers';

// 'Заблокировать': a blocked client cannot book, move a booking or join the waitlist with that master,
// whichever way a booking is made (the API, the booking service, a move); their bookings stay; the
// master may still move them; other masters are not affected.
const T0 = new Date('2026-12-01T08:00:00+03:00');
beforeAll(() => setClock(T0));
afterAll(() => setClock(null));
const ctx = useApp({ rateLimitPerMinute: 0 });
const h = moveHelpers(ctx);
const BLOCKED = 'Запись к этому мастеру недоступна';
const notifier: Notifier = { botUsername: 'test_bot', reminderOffsets: [], wake: () => undefined };
const block = (client: number, blocked: boolean, caller = MARIA) =>
  ctx.app.inject({ method: 'PUT', url: `/api/workers/1/clients/${client}/block`, headers: as(caller), payload: { blocked } });
const refusal = (res: { statusCode: number; json: () => { message: string } }) => [res.statusCode, res.json().message];
const request = async (client: number, date: string, time: string) => ({
  callerId: client, body: { telegram_id: client, place_id: 1, service_ids: [2], timeslot_id: await h.slot(1, date, time), time_start: time },
});

let lena: number;
let booked: number;
beforeAll(async () => {
  await ctx.db.query(`INSERT INTO subscriptions (user_id, plan_id, status) VALUES ($1, 2, 'active')`, [MARIA]);
  lena = h.client();
  booked = await h.book(lena, '2026-12-03', '10:00');
  const wait = await ctx.app.inject({ method: 'POST', url: '/api/waitlist', headers: as(lena), payload: { worker_id: 1, place_id: 1, date: '2026-12-04', service_ids: [2] } });
  expect(wait.statusCode).toBe(201);
  const res = await block(lena, true);
  expect(res.json()).toEqual({ telegram_id: lena, blocked: true });
});

describe('a blocked client', () => {
  it('is refused a booking with the text, and nothing is written', async () => {
    const before = await h.snapshot();
    expect(refusal(await h.bookRaw(lena, '2026-12-05', '10:00'))).toEqual([403, BLOCKED]);
    expect(await h.snapshot()).toBe(before);
    expect(await isClientBlocked(ctx.db, 1, lena)).toBe(true);
    expect(await isClientBlocked(ctx.db, 2, lena)).toBe(false);
  });

  it('is refused by the booking service itself, and another client still books that time', async () => {
    await expect(createBooking(ctx.db, notifier, await request(lena, '2026-12-05', '11:00'))).rejects.toMatchObject({ kind: 'forbidden', message: BLOCKED });
    const other = h.client();
    await ctx.db.query(`INSERT INTO users (id, first_name) VALUES ($1, 'Другая')`, [other]);
    await expect(createBooking(ctx.db, notifier, await request(other, '2026-12-05', '11:00'))).resolves.toMatchObject({ time_start: '11:00:00' });
  });

  it('cannot move a booking; the master still can; the booking stays as it was until then', async () => {
    const before = await h.snapshot();
    expect(refusal(await h.move(lena, booked, '2026-12-03', '15:00'))).toEqual([403, BLOCKED]);
    expect(await h.snapshot()).toBe(before);
    expect((await h.get(lena, booked)).json()).toMatchObject({ status: 'confirmed', time: { date: '2026-12-03', time_start: '10:00:00' } });
    expect((await h.move(MARIA, booked, '2026-12-03', '15:00')).statusCode).toBe(200);
  });

  it('cannot join the waitlist, and the wait they had ended with the block', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/waitlist', headers: as(lena), payload: { worker_id: 1, place_id: 1, date: '2026-12-06', service_ids: [2] } });
    expect(refusal(res)).toEqual([403, BLOCKED]);
    const { rows } = await ctx.db.query<{ open: number }>('SELECT count(*) FILTER (WHERE ended_at IS NULL)::int AS open FROM waitlist WHERE client_id = $1', [lena]);
    expect(rows[0]!.open).toBe(0);
  });

  it('books with another master as before', async () => {
    const slot = await h.slot(2, '2026-12-05', '10:00');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/bookings/', headers: as(lena), payload: { telegram_id: lena, place_id: 1, service_ids: [4], timeslot_id: slot, time_start: '10:00' } });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('is shown blocked in the list and the card; unblocked, books again', async () => {
    const list = (await ctx.app.inject({ url: '/api/workers/1/clients', headers: as(MARIA) })).json() as { telegram_id: number; blocked: boolean }[];
    expect(list.find((c) => c.telegram_id === lena)?.blocked).toBe(true);
    expect((await ctx.app.inject({ url: `/api/workers/1/clients/${lena}`, headers: as(MARIA) })).json().blocked).toBe(true);
    expect((await block(lena, false)).json()).toEqual({ telegram_id: lena, blocked: false });
    expect((await h.bookRaw(lena, '2026-12-05', '12:00')).statusCode).toBe(201);
  });

  it('only the master of the worker blocks; a body that is not { blocked: boolean } is 400', async () => {
    expect((await block(lena, true, OLGA)).statusCode).toBe(403);
    for (const payload of [{}, { blocked: 'yes' }, { blocked: 1 }, { blocked: true, extra: 1 }]) {
      const res = await ctx.app.inject({ method: 'PUT', url: `/api/workers/1/clients/${lena}/block`, headers: as(MARIA), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await isClientBlocked(ctx.db, 1, lena)).toBe(false);
  });
});
