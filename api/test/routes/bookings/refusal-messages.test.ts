// Found when the API was tried as a new user would; the test failed on the code before the fix.
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { bookingRules } from '@booking/contracts';
import { setClock, wallClock } from '../../../src/domain/clock';
import { ANNA, BORIS, day } from '../../endpoints';
import { initDataFor, useApp } from '../../helper';

const ctx = useApp({ rateLimitPerMinute: 0 });
const as = (id: number) => ({ 'x-telegram-init-data': initDataFor({ id }) });
const slotAt = async (workerId: number, date: string, start: string) =>
  Number((await ctx.db.query<{ id: number }>(`SELECT id FROM timeslots WHERE worker_id = $1 AND date = $2 AND status = 'free' AND time_start <= $3::time AND time_end > $3::time`, [workerId, date, start])).rows[0]!.id);
const book = (caller: number, body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/bookings/', headers: as(caller), payload: { telegram_id: caller, ...body } });

describe('clear messages', () => {
  // Elena's 30-minute service with 15 minutes of lead time, at place 2.
  beforeAll(async () => {
    await ctx.db.query(`INSERT INTO services (worker_id, category_id, place_id, title, price, slot_duration, booking_deadline) VALUES (3, 5, 2, 'Услуга 2', 1000, 30, 15)`);
  });

  const date = day(3);
  it.each([
    ['09:15', 'Записаться можно только на начало часа или получаса (:00 или :30).'],
    ['17:30', 'Это время вне рабочего времени мастера. Выберите другое время.'], // 60 minutes past 18:00
    ['12:30', 'Это время вне рабочего времени мастера. Выберите другое время.'], // into the break
  ])('a booking at %s is refused with: %s', async (start, message) => {
    const res = await book(BORIS, { place_id: 1, service_ids: [1], timeslot_id: await slotAt(1, date, '09:00'), time_start: start });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(message);
  });

  it('too soon says so and names the earliest time', async () => {
    // Noon on the server's clock: late in the evening the earliest time would fall past midnight.
    setClock(new Date(`${wallClock('Europe/Moscow').date}T12:00:00+03:00`));
    onTestFinished(() => setClock(null));
    const today = wallClock('Europe/Moscow');
    await ctx.db.query(`INSERT INTO timeslots (worker_id, place_id, date, time_start, time_end, status) VALUES (3, 2, $1, '00:00', '23:59', 'free')`, [today.date]);
    await ctx.db.query(`DELETE FROM timeslots WHERE worker_id = 3 AND date = $1 AND time_end <> '23:59'`, [today.date]);
    const earliest = bookingRules.earliestStart(today.minutes, 15);
    const service = (await ctx.db.query<{ id: number }>(`SELECT id FROM services WHERE worker_id = 3 AND title = 'Услуга 2'`)).rows[0]!.id;
    const res = await book(BORIS, { place_id: 2, service_ids: [service], timeslot_id: await slotAt(3, today.date, '00:00'), time_start: bookingRules.formatTime(earliest - 30) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(`не раньше ${bookingRules.formatTime(earliest).slice(0, 5)}`);
  });

  it('validation errors carry the form rule’s text as message and the field apart', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/registration/worker', headers: as(BORIS), payload: { telegram_id: BORIS, business_name: 'Б', place_name: 'Б', place_address: 'Онлайн', place_contacts: { phone: '12345' }, worker_title: 'Б', worker_description: 'Массаж лица и шеи' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Формат: +7 (999) 999-99-99', error: 'Формат: +7 (999) 999-99-99', field: 'place_contacts.phone', code: 'validation.invalid', params: {} });
  });

  it('404s with the Russian texts of docs/product.md, Messages and errors', async () => {
    expect((await ctx.app.inject({ url: '/api/workers/9999', headers: as(ANNA) })).json().message).toBe('Работник не найден');
    expect((await ctx.app.inject({ url: '/api/services/9999', headers: as(ANNA) })).json().message).toBe('Услуга не найдена');
    await ctx.db.query(`INSERT INTO workers (id, business_id, title) VALUES (990, 1, 'Без места')`);
    const noPlaces = await ctx.app.inject({ url: '/api/workers/990/places', headers: as(ANNA) });
    expect(noPlaces.statusCode).toBe(404);
    expect(noPlaces.json().message).toBe('У сотрудника нет привязанных мест');
  });
});
