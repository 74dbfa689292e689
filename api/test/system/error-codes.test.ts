import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANNA, BORIS, MARIA, day } from '../endpoints';
import { initDataFor, useApp } from '../helper';

// Every error answer names its refusal by a code with its parameters, and says it in the request's
// language: English for Accept-Language en*, Russian (today's sentences) for anything else.
const ctx = useApp({ rateLimitPerMinute: 0 });
const CYRILLIC = /[\u0400-\u04FF]/;
type Headers = Record<string, string>;
type Answer = { statusCode: number; headers: Record<string, unknown>; json: () => Record<string, unknown> };
const as = (id: number, more: Headers = {}) => ({ 'x-telegram-init-data': initDataFor({ id }), ...more });
const slotAt = async (workerId: number, date: string, start: string) =>
  Number((await ctx.db.query<{ id: number }>(`SELECT id FROM timeslots WHERE worker_id = $1 AND date = $2 AND status = 'free' AND time_start <= $3::time AND time_end > $3::time`, [workerId, date, start])).rows[0]!.id);

/** The same request without a language, in English, and in Russian. */
async function inEachLanguage(send: (headers: Headers) => Promise<Answer>) {
  const [none, en, ru] = [await send({}), await send({ 'accept-language': 'en-GB,en;q=0.9' }), await send({ 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' })];
  return { none, en, ru };
}

const register = (headers: Headers, fields: Record<string, unknown> = {}) =>
  ctx.app.inject({
    method: 'POST', url: '/api/registration/worker', headers: as(BORIS, headers),
    payload: { telegram_id: BORIS, business_name: 'Б', place_name: 'Б', place_address: 'Онлайн', place_contacts: { phone: '12345' }, worker_title: 'Б', worker_description: 'Массаж лица и шеи', ...fields },
  });

describe('error answers carry a code and params, and speak the request’s language', () => {
  it('a taken time: 409 booking.slot_taken, in Russian without a header, in English with en', async () => {
    const date = day(2);
    const body = { place_id: 1, service_ids: [2], timeslot_id: await slotAt(1, date, '16:00'), time_start: '16:00' };
    const first = await ctx.app.inject({ method: 'POST', url: '/api/bookings/', headers: as(BORIS), payload: { telegram_id: BORIS, ...body } });
    expect(first.statusCode).toBe(201);
    const { none, en, ru } = await inEachLanguage((h) => ctx.app.inject({ method: 'POST', url: '/api/bookings/', headers: as(ANNA, h), payload: { telegram_id: ANNA, ...body } }));
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ code: 'booking.slot_taken', params: {}, message: 'Это время уже занято. Выберите другое время.', error: 'Это время уже занято. Выберите другое время.', field: 'time_start' });
    expect(ru.json()).toEqual(none.json());
    expect(en.statusCode).toBe(409);
    expect(en.json()).toEqual({ ...none.json(), message: 'This time has already been taken. Please choose another time.', error: 'This time has already been taken. Please choose another time.' });
  });

  it('a refusal with parameters carries them: a booking too soon names the earliest time', async () => {
    const { none, en } = await inEachLanguage(async (h) =>
      ctx.app.inject({ method: 'POST', url: '/api/bookings/', headers: as(BORIS, h), payload: { telegram_id: BORIS, place_id: 1, service_ids: [2], timeslot_id: await slotAt(1, day(2), '09:00'), time_start: '09:15' } }));
    expect(none.json()).toMatchObject({ code: 'booking.grid', params: {}, message: 'Записаться можно только на начало часа или получаса (:00 или :30).' });
    expect(en.json()).toMatchObject({ code: 'booking.grid', params: {}, message: 'Bookings can only start on the hour or half past (:00 or :30).' });
  });

  it('a validation error: 400 validation.invalid with its field; the schema’s Russian text, or its English one', async () => {
    const { none, en, ru } = await inEachLanguage((h) => register(h));
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ code: 'validation.invalid', params: {}, field: 'place_contacts.phone', message: 'Формат: +7 (999) 999-99-99', error: 'Формат: +7 (999) 999-99-99' });
    expect(ru.json()).toEqual(none.json());
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({ ...none.json(), message: 'Format: +7 (999) 999-99-99', error: 'Format: +7 (999) 999-99-99' });
  });

  it('a check with no message of ours keeps valibot’s own English words in English', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/bookings/', headers: as(BORIS, { 'accept-language': 'en' }), payload: { telegram_id: BORIS, place_id: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation.invalid', params: {} });
    expect(res.json().message).not.toMatch(CYRILLIC);
  });

  it('no init data: 401 auth.unauthenticated with its reason', async () => {
    const { none, en } = await inEachLanguage((h) => ctx.app.inject({ url: `/api/bookings/telegram_id/${ANNA}`, headers: h }));
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'auth.unauthenticated', params: { reason: expect.any(String) } });
    expect(en.statusCode).toBe(401);
    expect(en.json().code).toBe('auth.unauthenticated');
  });

  it('an unknown worker: 404 not_found.worker; an unknown path: not_found.route with the method and path', async () => {
    const { none, en } = await inEachLanguage((h) => ctx.app.inject({ url: '/api/workers/9999', headers: as(ANNA, h) }));
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ code: 'not_found.worker', params: {}, message: 'Работник не найден', error: 'Работник не найден' });
    expect(en.json()).toEqual({ code: 'not_found.worker', params: {}, message: 'Specialist not found', error: 'Specialist not found' });
    const route = await ctx.app.inject({ url: '/api/no-such-thing?x=1', headers: as(ANNA, { 'accept-language': 'en-US' }) });
    expect(route.statusCode).toBe(404);
    expect(route.json()).toEqual({ code: 'not_found.route', params: { method: 'GET', path: '/api/no-such-thing' }, message: 'Not found: GET /api/no-such-thing', error: 'Not found: GET /api/no-such-thing' });
  });

  it('the language is the first of the highest q among English and Russian; other languages read Russian', async () => {
    const message = async (header: string) => (await ctx.app.inject({ url: '/api/workers/9999', headers: as(ANNA, { 'accept-language': header }) })).json().message;
    expect(await message('de-DE,en;q=0.5')).toBe('Specialist not found');
    expect(await message('ru;q=0.5,en;q=0.9')).toBe('Specialist not found');
    expect(await message('en;q=0.8,ru;q=0.8')).toBe('Specialist not found');
    expect(await message('ru,en')).toBe('Работник не найден');
    expect(await message('de-DE,fr;q=0.8')).toBe('Работник не найден');
    expect(await message('en;q=0')).toBe('Работник не найден');
    expect(await message('*')).toBe('Работник не найден');
  });

  it('a malformed Accept-Language never makes a 500: the answer is the same refusal, in one of the languages', async () => {
    const russian = (await ctx.app.inject({ url: '/api/workers/9999', headers: as(ANNA) })).json();
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 200 }), fc.stringMatching(/^[a-z;=,.\-_*q0-9 ]{0,60}$/)), async (header) => {
        // A header value cannot hold control characters: Node refuses to send them.
        const value = header.replace(/[^\x20-\x7e]/g, '');
        const res = await ctx.app.inject({ url: '/api/workers/9999', headers: as(ANNA, { 'accept-language': value }) });
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('not_found.worker');
        expect(['Работник не найден', 'Specialist not found']).toContain(res.json().message);
      }),
      { numRuns: 150 },
    );
    for (const value of ['en;q=abc', 'en;q=2', ';;;', ',,,', 'en-', 'q=1', 'e'.repeat(5000), 'en;q=0.5;q=1, ru;q=']) {
      const res = await ctx.app.inject({ url: '/api/workers/9999', headers: as(ANNA, { 'accept-language': value }) });
      expect(res.statusCode, value).toBe(404);
      expect(res.json().code, value).toBe('not_found.worker');
    }
    expect((await ctx.app.inject({ url: '/api/workers/9999', headers: as(ANNA, { 'accept-language': 'en;q=abc' }) })).json()).toEqual(russian);
  });

  it('English changes only the words: the same status, code, params and field, and no Cyrillic in them', async () => {
    const requests: ((h: Headers) => Promise<Answer>)[] = [
      (h) => ctx.app.inject({ url: '/api/services/9999', headers: as(ANNA, h) }),
      (h) => ctx.app.inject({ method: 'POST', url: '/api/bookings/', headers: as(BORIS, h), payload: { telegram_id: ANNA, place_id: 1, service_ids: [2], timeslot_id: 1, time_start: '10:00' } }),
      (h) => ctx.app.inject({ method: 'POST', url: '/api/timetable/', headers: as(MARIA, h), payload: { worker_id: 1, place_id: 1, date: day(40), slots: [{ time_start: '18:00', time_end: '09:00' }] } }),
      (h) => ctx.app.inject({ method: 'POST', url: '/api/timetable/', headers: as(ANNA, h), payload: { worker_id: 1, place_id: 1, date: day(40), slots: [{ time_start: '10:00', time_end: '18:00' }] } }),
      (h) => register(h, { place_contacts: { phone: '+7 (999) 999-99-99' }, worker_description: 'Массаж' }),
      (h) => ctx.app.inject({ method: 'DELETE', url: '/api/nothing-here', headers: as(ANNA, h) }),
    ];
    const codes: string[] = [];
    for (const send of requests) {
      const { none, en } = await inEachLanguage(send);
      const { message, error, ...rest } = en.json();
      const { message: ruMessage, error: ruError, ...ruRest } = none.json();
      expect(en.statusCode).toBe(none.statusCode);
      expect(en.statusCode).toBeGreaterThanOrEqual(400);
      expect(rest).toEqual(ruRest);
      expect(message).toBe(error);
      expect(ruMessage).toBe(ruError);
      expect(message).not.toMatch(CYRILLIC);
      expect(ruMessage).toMatch(CYRILLIC);
      codes.push(String(rest.code));
    }
    expect(codes).toEqual(['not_found.service', 'auth.not_caller', 'schedule.work_order', 'auth.not_own_worker', 'validation.invalid', 'not_found.route']);
  });
});
