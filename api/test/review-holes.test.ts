// The holes found when the API was tried as a new user would (issue 16), one describe each. Every
// test here failed on the code before the fixes; they run on PGlite and on PostgreSQL.
import { describe, expect, it, onTestFinished } from 'vitest';
import { bookingRules } from '@booking/contracts';
import { setClock, wallClock } from '../src/domain/clock';
import { ANNA, BORIS, BOUNDARY, MARIA, OLGA, PNG, day, multipartBody } from './endpoints';
import { initDataFor, useApp } from './helper';

const ctx = useApp({ rateLimitPerMinute: 0 });
const as = (id: number) => ({ 'x-telegram-init-data': initDataFor({ id }) });
const ELENA = 200003; // master of worker 3 (place 2), on the free plan
const patch = (caller: number, body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/registration/worker', headers: as(caller), payload: { telegram_id: caller, ...body } });
const slotAt = async (workerId: number, date: string, start: string) =>
  Number((await ctx.db.query<{ id: number }>(`SELECT id FROM timeslots WHERE worker_id = $1 AND date = $2 AND status = 'free' AND time_start <= $3::time AND time_end > $3::time`, [workerId, date, start])).rows[0]!.id);
const book = (caller: number, body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/bookings/', headers: as(caller), payload: { telegram_id: caller, ...body } });

describe('hole 2: PATCH /registration/worker is a partial update', () => {
  it('leaves fields it does not name as they are, and clears an optional one only on an explicit null', async () => {
    const res = await patch(MARIA, { worker_title: 'Мария И.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Мария И.', booking_rules_text: 'Пожалуйста, приходите вовремя.', description: 'Парикмахер-стилист, стрижки и окрашивание' });
    const cleared = await patch(MARIA, { booking_rules_text: null });
    expect(cleared.json()).toMatchObject({ title: 'Мария И.', booking_rules_text: null });
    const place = (await ctx.app.inject({ url: '/api/places/1', headers: as(ANNA) })).json();
    expect(place).toMatchObject({ name: 'Лайм на Тверской', address: 'Москва, Тверская ул., 12', contacts: { phone: '+7 (999) 123-45-67' } });
  });

  it('refuses to clear a required field, with the spec message under the field', async () => {
    const res = await patch(MARIA, { worker_title: null });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'worker_title', message: 'Введите имя' });
  });
});

describe('hole 3: a past booking cannot be cancelled', () => {
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

describe('hole 4: the plan limit holds for services', () => {
  const service = (n: number, status = 'active') => ({ worker_id: 3, category_id: 5, place_id: 2, title: `Услуга ${n}`, price: 1000, status });
  it('the free plan allows 10 active services: the 11th, and re-activating one, answer 409 with a readable message', async () => {
    await ctx.app.inject({ url: '/api/places', headers: as(ELENA) });
    for (let n = 2; n <= 10; n++) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/services/', headers: as(ELENA), payload: service(n) });
      expect(res.statusCode, res.body).toBe(201);
    }
    const over = await ctx.app.inject({ method: 'POST', url: '/api/services/', headers: as(ELENA), payload: service(11) });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toContain('не больше 10 активных услуг');
    const inactive = await ctx.app.inject({ method: 'POST', url: '/api/services/', headers: as(ELENA), payload: service(12, 'INACTIVE') });
    expect(inactive.statusCode).toBe(201);
    const reactivate = await ctx.app.inject({ method: 'PUT', url: `/api/services/${inactive.json().id}`, headers: as(ELENA), payload: service(12, 'active') });
    expect(reactivate.statusCode).toBe(409);
    const { rows } = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM services WHERE worker_id = 3 AND status = 'active'`);
    expect(rows[0]!.n).toBe(10);
  });
});

describe('hole 6: the screens’ data as data', () => {
  it('place 7 lists its two gallery images, and each URL serves an image', async () => {
    const place = (await ctx.app.inject({ url: '/api/places/7', headers: as(ANNA) })).json();
    expect(place.gallery).toHaveLength(2);
    for (const url of place.gallery as string[]) {
      const image = await ctx.app.inject({ url });
      expect(image.statusCode, url).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
    }
    expect((await ctx.app.inject({ url: '/api/places/1', headers: as(ANNA) })).json().gallery).toEqual([]);
  });

  it('the worker response says which masters offer only adjacent times', async () => {
    const at7 = (await ctx.app.inject({ url: '/api/workers/places/7', headers: as(ANNA) })).json() as { id: number; adjacent_slots_only: boolean }[];
    expect(at7.map((w) => [w.id, w.adjacent_slots_only])).toEqual([[13, true], [47, true], [48, true]]);
    expect((await ctx.app.inject({ url: '/api/workers/1', headers: as(ANNA) })).json().adjacent_slots_only).toBe(false);
  });
});

describe('hole 7: a schedule built one slot at a time', () => {
  const bulk = (payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/api/timeslots/bulk', headers: as(MARIA), payload: { worker_id: 1, place_id: 1, ...payload } });
  it('work 09:00-18:00, then a 13:00-14:00 break: the break goes in on every date and the day reads as the editor built it', async () => {
    const dates = [day(40), day(41)];
    const work = await bulk({ dates, time_start: '09:00', time_end: '18:00', status: 'free' });
    expect(work.json()).toMatchObject({ failed_dates: [], past_dates: [], conflict_dates: [] });
    const brk = await bulk({ dates, time_start: '13:00', time_end: '14:00', status: 'break' });
    expect(brk.statusCode).toBe(201);
    expect(brk.json()).toMatchObject({ failed_dates: [], past_dates: [], conflict_dates: [] });
    expect(brk.json().created).toHaveLength(2);
    const timetable = (await ctx.app.inject({ url: `/api/timetable/1/${day(40)}`, headers: as(ANNA) })).json();
    const starts = bookingRules.bookableStarts({ timeslots: timetable.timeslots, busy: timetable.timeslots_busy, duration: 30 }).map(bookingRules.formatTime);
    expect(starts).toContain('12:30:00');
    expect(starts).not.toContain('13:00:00');
    expect(starts).toContain('14:00:00');
  });

  it('reports a past date apart from a date with bookings', async () => {
    const yesterday = day(-1);
    const res = await bulk({ dates: [yesterday, day(1)], time_start: '10:00', time_end: '11:00', status: 'break' });
    expect(res.json()).toMatchObject({ created: [], past_dates: [yesterday], failed_dates: [day(1)] }); // Anna's booking 10:00-11:00 tomorrow
  });

  it('a break outside work time does not go in', async () => {
    const res = await bulk({ dates: [day(42)], time_start: '13:00', time_end: '14:00', status: 'break' });
    expect(res.json()).toMatchObject({ created: [], conflict_dates: [day(42)] });
  });
});

describe('hole 8: the avatar of the profile form', () => {
  it('takes worker_avatar only as a URL this server issued to the caller, or empty; worker_avatar_file is accepted', async () => {
    const foreign = await patch(OLGA, { worker_avatar: 'https://evil.example/a.png' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().field).toBe('worker_avatar');
    const upload = await ctx.app.inject({ method: 'POST', url: '/api/documents/avatar', headers: { ...as(MARIA), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload: multipartBody('me.png', PNG) });
    const url = upload.json().url as string;
    expect((await patch(OLGA, { worker_avatar: url })).statusCode, 'another user’s upload').toBe(400);
    const own = await patch(MARIA, { worker_avatar: url, worker_avatar_file: {} });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().avatar).toBe(url);
    expect((await patch(MARIA, { worker_avatar: '' })).json().avatar).toBe('');
  });
});

describe('hole 9: clear messages', () => {
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
    // One of the services Elena added above (hole 4): 30 minutes, 15 minutes lead time.
    const service = (await ctx.db.query<{ id: number }>(`SELECT id FROM services WHERE worker_id = 3 AND title = 'Услуга 2'`)).rows[0]!.id;
    const res = await book(BORIS, { place_id: 2, service_ids: [service], timeslot_id: await slotAt(3, today.date, '00:00'), time_start: bookingRules.formatTime(earliest - 30) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(`не раньше ${bookingRules.formatTime(earliest).slice(0, 5)}`);
  });

  it('validation errors carry the spec text as message and the field apart', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/registration/worker', headers: as(BORIS), payload: { telegram_id: BORIS, business_name: 'Б', place_name: 'Б', place_address: 'Онлайн', place_contacts: { phone: '12345' }, worker_title: 'Б', worker_description: 'Массаж лица и шеи' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Формат: +7 (999) 999-99-99', error: 'Формат: +7 (999) 999-99-99', field: 'place_contacts.phone' });
  });

  it('404s in Russian as spec section 8 has them', async () => {
    expect((await ctx.app.inject({ url: '/api/workers/9999', headers: as(ANNA) })).json().message).toBe('Работник не найден');
    expect((await ctx.app.inject({ url: '/api/services/9999', headers: as(ANNA) })).json().message).toBe('Услуга не найдена');
    await ctx.db.query(`INSERT INTO workers (id, business_id, title) VALUES (990, 1, 'Без места')`);
    const noPlaces = await ctx.app.inject({ url: '/api/workers/990/places', headers: as(ANNA) });
    expect(noPlaces.statusCode).toBe(404);
    expect(noPlaces.json().message).toBe('У сотрудника нет привязанных мест');
  });
});

describe('hole 10: client lists show what a client can book', () => {
  it('hides INACTIVE services from clients (the master still sees them); archived only with show_archive=true', async () => {
    const put = await ctx.app.inject({ method: 'PUT', url: '/api/services/2', headers: as(MARIA), payload: { worker_id: 1, category_id: 1, place_id: 1, title: 'Мужская стрижка', price: 1500, status: 'INACTIVE' } });
    expect(put.statusCode).toBe(200);
    const ids = async (caller: number, query: string) => ((await ctx.app.inject({ url: `/api/services/?${query}`, headers: as(caller) })).json() as { id: number }[]).map((s) => s.id);
    expect(await ids(ANNA, 'worker_id=1&place_id=&show_archive=false')).toEqual([1, 3]);
    expect(await ids(MARIA, 'worker_id=1')).toEqual([1, 2, 3]);
    // Another master is a client here: their own worker is not this one.
    expect(await ids(OLGA, 'worker_id=1')).toEqual([1, 3]);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/services/1', headers: as(MARIA) })).json()).toMatchObject({ status: 'ARCHIVED' });
    expect(await ids(ANNA, 'worker_id=1')).toEqual([3]);
    expect(await ids(ANNA, 'worker_id=1&show_archive=true')).toEqual([1, 3]);
  });
});
