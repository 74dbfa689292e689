import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../../src/domain/clock';
import { createBooking } from '../../../src/services/booking-create.service';
import type { Notifier } from '../../../src/services/notifications.service';
import { useApp } from '../../helper';
import { MARIA, as, moveHelpers } from './move-helpers';

// Each booked service keeps the price it had when it was booked, whether booked through the API or
// the booking service; the client's list and the master's day show that price.
const T0 = new Date('2026-12-01T08:00:00+03:00');
beforeAll(() => setClock(T0));
afterAll(() => setClock(null));
const ctx = useApp({ rateLimitPerMinute: 0 });
const h = moveHelpers(ctx);
const notifier: Notifier = { botUsername: 'test_bot', reminderOffsets: [], wake: () => undefined };
const setPrice = async (service: number, title: string, price: number, slotDuration: number) => {
  const res = await ctx.app.inject({
    method: 'PUT', url: `/api/services/${service}`, headers: as(MARIA),
    payload: { worker_id: 1, category_id: 1, place_id: 1, title, price, slot_duration: slotDuration, booking_deadline: 15 },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const kept = async (id: number) =>
  (await ctx.db.query<{ service_id: number; price: number }>('SELECT service_id, price FROM booking_services WHERE booking_id = $1 ORDER BY position', [id])).rows;

describe('prices kept with the booking', () => {
  it('bookings write the prices of the moment; a later price change leaves them', async () => {
    const [a, b] = [h.client(), h.client()];
    await ctx.db.query(`INSERT INTO users (id, first_name) VALUES ($1, 'А'), ($2, 'Б')`, [a, b]);
    const request = async (client: number, time: string, services: number[]) => ({
      callerId: client, body: { telegram_id: client, place_id: 1, service_ids: services, timeslot_id: await h.slot(1, '2026-12-03', time), time_start: time },
    });
    const one = await createBooking(ctx.db, notifier, await request(a, '10:00', [2, 1]));
    const other = await createBooking(ctx.db, notifier, await request(b, '15:00', [1]));
    await setPrice(1, 'Женская стрижка', 2700, 60);
    await setPrice(2, 'Мужская стрижка', 1600, 30);
    expect(await kept(one.id)).toEqual([{ service_id: 2, price: 1500 }, { service_id: 1, price: 2500 }]);
    expect(await kept(other.id)).toEqual([{ service_id: 1, price: 2500 }]);

    const list = (await ctx.app.inject({ url: `/api/bookings/telegram_id/${a}`, headers: as(a) })).json() as { services: { price: number }[] }[];
    expect(list[0]!.services.map((s) => s.price)).toEqual([1500, 2500]);
    const day = (await ctx.app.inject({ url: '/api/workers/1/bookings/2026-12-03', headers: as(MARIA) })).json() as { booking_id: number; service_price: number }[];
    expect(day.find((r) => r.booking_id === one.id)?.service_price).toBe(4000);

    // A booking made now takes the new prices.
    const later = await h.book(h.client(), '2026-12-03', '16:00', [1]);
    expect(await kept(later)).toEqual([{ service_id: 1, price: 2700 }]);
  });
});
