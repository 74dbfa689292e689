import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../../src/domain/clock';
import { useApp } from '../../helper';
import { as, MARIA } from '../bookings/move-helpers';

// The feed and a booking's .ics are fetched by address, with no language of a request: each speaks
// the stored language of the person it is for (the master's, the client's), Russian by default.
const T0 = new Date('2026-12-01T10:00:00+03:00');
beforeAll(() => setClock(T0));
afterAll(() => setClock(null));

const ORIGIN = 'https://booking.example.org';
const ctx = useApp({ botUsername: 'lime_booking_bot', rateLimitPerMinute: 0, publicOrigin: ORIGIN });
const ANNA = 100001; // client of booking 1 (tomorrow 10:00-11:00 with Maria)
const CYRILLIC_WORDS = /Клиент:|Мастер:|Услуги:|Итого:|Запись #BK|Записи —|Отменена:/;
const choose = (who: number, language: 'en' | 'ru' | null) =>
  ctx.app.inject({ method: 'POST', url: '/api/profile/language', headers: as(who), payload: { language } });
/** The file with its folded lines joined again (RFC 5545 folds at 75 octets). */
const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
const feed = async () => {
  const url = (await ctx.app.inject({ url: '/api/workers/1/calendar', headers: as(MARIA) })).json().url as string;
  return ctx.app.inject({ url: url.slice(ORIGIN.length) });
};

describe('the calendar files in their reader’s language', () => {
  it('the master’s feed: Russian by default, English once the master chose English, with a new ETag', async () => {
    const ru = await feed();
    expect(ru.body).toContain('X-WR-CALNAME:Записи — ');
    expect(ru.body).toContain('PRODID:-//booking-mini-app//bookings//RU');
    expect(ru.body).toMatch(/Клиент: /);
    expect((await choose(MARIA, 'en')).statusCode).toBe(200);
    const en = await feed();
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('X-WR-CALNAME:Bookings — ');
    expect(en.body).toContain('PRODID:-//booking-mini-app//bookings//EN');
    expect(unfolded(en.body)).toMatch(/Client: .*\\nServices: .*\\nTotal: .*₽\\nBooking #BK1/);
    expect(unfolded(en.body)).not.toMatch(CYRILLIC_WORDS);
    expect(en.headers.etag).not.toBe(ru.headers.etag);
    await choose(MARIA, null);
    const back = await feed();
    expect(back.body).toBe(ru.body);
    expect(back.headers.etag).toBe(ru.headers.etag);
  });

  it('a booking’s .ics: in its client’s language, whoever fetches the signed address', async () => {
    const ru = await ctx.app.inject({ url: '/api/bookings/1/ics', headers: as(ANNA) });
    expect(unfolded(ru.body)).toMatch(/Мастер: .*\\nУслуги: .*\\nИтого: /);
    await choose(ANNA, 'en');
    const link = (await ctx.app.inject({ method: 'POST', url: '/api/bookings/1/ics-link', headers: as(ANNA) })).json().url as string;
    const en = await ctx.app.inject({ url: link.slice(ORIGIN.length) });
    expect(en.statusCode).toBe(200);
    expect(unfolded(en.body)).toMatch(/Specialist: .*\\nServices: .*\\nTotal: .*\\nBooking #BK1/);
    expect(unfolded(en.body)).not.toMatch(CYRILLIC_WORDS);
    await choose(ANNA, null);
    expect((await ctx.app.inject({ url: '/api/bookings/1/ics', headers: as(ANNA) })).body).toBe(ru.body);
  });
});
