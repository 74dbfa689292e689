import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { loadConfig } from '../../../src/config';
import { setClock } from '../../../src/domain/clock';
import { useApp } from '../../helper';
import { as, MARIA, moveHelpers, OLGA } from '../bookings/move-helpers';

// The master's calendar feed and a booking's .ics, written with ical-generator and read
// back here with another library (ical.js). The clock: Tuesday 1 December 2026, 10:00 in Moscow.
const T0 = new Date('2026-12-01T10:00:00+03:00');
beforeAll(() => setClock(T0));
afterAll(() => setClock(null));

const ORIGIN = 'https://booking.example.org';
const ctx = useApp({ botUsername: 'lime_booking_bot', rateLimitPerMinute: 0, publicOrigin: ORIGIN });
const h = moveHelpers(ctx);
const ANNA = 100001; // client of booking 1 (tomorrow 10:00-11:00 with Maria)

const path = (url: string) => url.slice(ORIGIN.length);
const feedUrl = async (caller = MARIA) => ctx.app.inject({ url: '/api/workers/1/calendar', headers: as(caller) });
const fetchFeed = (url: string, etag?: string) => ctx.app.inject({ url: path(url), headers: etag ? { 'if-none-match': etag } : {} });

/** The feed's events by UID, as a calendar app reads them. */
function events(ics: string) {
  const cal = new ICAL.Component(ICAL.parse(ics));
  for (const tz of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  return {
    zones: cal.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid')),
    byUid: new Map(cal.getAllSubcomponents('vevent').map((e) => {
      const ev = new ICAL.Event(e);
      return [ev.uid, {
        summary: ev.summary, location: ev.location, description: ev.description, sequence: ev.sequence,
        status: e.getFirstPropertyValue('status'), start: ev.startDate.toJSDate().toISOString(), end: ev.endDate.toJSDate().toISOString(),
        tzid: e.getFirstProperty('dtstart')!.getParameter('tzid'),
      }];
    })),
  };
}
const uid = (id: number) => `booking-${id}@lime_booking_bot.t.me`;

describe('the master’s calendar feed', () => {
  let url = '';

  it('has a long random secret address, the same on every call, for the master only', async () => {
    const res = await feedUrl();
    expect(res.statusCode).toBe(200);
    url = res.json().url;
    expect(url).toMatch(/^https:\/\/booking\.example\.org\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await feedUrl()).json().url).toBe(url);
    expect((await feedUrl(OLGA)).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/workers/1/calendar' })).statusCode).toBe(401);
  });

  it('is RFC 5545 a calendar library reads: the bookings with zone, client, services and address; a move keeps the UID and raises SEQUENCE; a cancel too', async () => {
    const res = await fetchFeed(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(res.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75), 'lines folded').toBe(true);
    const feed = events(res.body);
    expect(feed.zones).toEqual(['Europe/Moscow']);
    expect(feed.byUid.get(uid(1))).toMatchObject({
      summary: 'Анна Клиентова — Женская стрижка', location: 'Москва, Тверская ул., 12', sequence: 0, status: 'CONFIRMED', tzid: 'Europe/Moscow',
      start: '2026-12-02T07:00:00.000Z', end: '2026-12-02T08:00:00.000Z',
    });
    expect(feed.byUid.get(uid(1))!.description).toMatch(/Итого: 2\s500\s₽/);

    const client = h.client();
    const id = await h.book(client, '2026-12-03', '11:00');
    const booked = events((await fetchFeed(url)).body).byUid.get(uid(id))!;
    expect(booked).toMatchObject({ sequence: 0, start: '2026-12-03T08:00:00.000Z' });
    expect((await h.move(client, id, '2026-12-04', '15:00')).statusCode).toBe(200);
    const moved = events((await fetchFeed(url)).body).byUid.get(uid(id))!;
    expect(moved).toMatchObject({ sequence: 1, status: 'CONFIRMED', start: '2026-12-04T12:00:00.000Z', end: '2026-12-04T12:30:00.000Z' });
    expect((await ctx.app.inject({ url: `/api/bookings/${id}/cancel`, headers: as(client) })).statusCode).toBe(200);
    const cancelled = events((await fetchFeed(url)).body).byUid.get(uid(id))!;
    expect(cancelled).toMatchObject({ sequence: 2, status: 'CANCELLED', start: '2026-12-04T12:00:00.000Z' });

    setClock(new Date(T0.getTime() + 29 * 86_400_000));
    expect(events((await fetchFeed(url)).body).byUid.has(uid(id)), 'cancelled 29 days ago').toBe(true);
    setClock(new Date(T0.getTime() + 31 * 86_400_000));
    const later = events((await fetchFeed(url)).body).byUid;
    expect(later.has(uid(id)), 'cancelled 31 days ago').toBe(false);
    expect(later.has(uid(1)), 'a booking 30 days back').toBe(true);
    setClock(new Date(T0.getTime() + 32 * 86_400_000));
    expect(events((await fetchFeed(url)).body).byUid.has(uid(1)), 'a booking 31 days back').toBe(false);
    setClock(T0);
  });

  it('answers If-None-Match with 304 until an event changes', async () => {
    const first = await fetchFeed(url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await fetchFeed(url, etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const client = h.client();
    const id = await h.book(client, '2026-12-05', '16:00');
    const changed = await fetchFeed(url, etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((await h.move(MARIA, id, '2026-12-05', '16:30')).statusCode).toBe(200);
    const moved = await fetchFeed(url, changed.headers.etag as string);
    expect(moved.statusCode, 'moved').toBe(200);
    expect((await ctx.app.inject({ url: `/api/bookings/${id}/cancel`, headers: as(client) })).statusCode).toBe(200);
    const cancelled = await fetchFeed(url, moved.headers.etag as string);
    expect(cancelled.statusCode, 'cancelled').toBe(200);
    // A service's new title shows in the events booked with it: the feed changed too.
    const service = (await ctx.app.inject({ url: '/api/services/2', headers: as(MARIA) })).json();
    const { worker_id, category_id, place_id, description, price, slot_duration, booking_deadline, status } = service;
    const input = { worker_id, category_id, place_id, description, price, slot_duration, booking_deadline, status, title: 'Стрижка машинкой' };
    const renamed = await ctx.app.inject({ method: 'PUT', url: '/api/services/2', headers: as(MARIA), payload: input });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await fetchFeed(url, cancelled.headers.etag as string)).statusCode, 'a service renamed').toBe(200);
  });

  it('a new address replaces the old, which then answers 404 like any wrong token', async () => {
    const renewed = await ctx.app.inject({ method: 'POST', url: '/api/workers/1/calendar/token', headers: as(MARIA) });
    expect(renewed.statusCode).toBe(200);
    const next = renewed.json().url as string;
    expect(next).not.toBe(url);
    expect((await feedUrl()).json().url).toBe(next);
    expect((await fetchFeed(next)).statusCode).toBe(200);
    const old = await fetchFeed(url);
    const wrong = await ctx.app.inject({ url: `/api/calendar/${'A'.repeat(43)}.ics` });
    const junk = await ctx.app.inject({ url: '/api/calendar/x.ics' });
    expect([old.statusCode, wrong.statusCode, junk.statusCode]).toEqual([404, 404, 404]);
    expect(old.json()).toEqual(wrong.json());
    expect((await ctx.app.inject({ method: 'POST', url: '/api/workers/1/calendar/token', headers: as(OLGA) })).statusCode).toBe(403);
    url = next;
  });
});

describe('a booking’s .ics for its client', () => {
  it('with init data, for the booking’s client only', async () => {
    const res = await ctx.app.inject({ url: '/api/bookings/1/ics', headers: as(ANNA) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="booking-1.ics"');
    const ev = events(res.body).byUid.get(uid(1))!;
    expect(ev).toMatchObject({ summary: 'Женская стрижка — Мария Иванова', location: 'Лайм на Тверской, Москва, Тверская ул., 12', start: '2026-12-02T07:00:00.000Z' });
    expect((await ctx.app.inject({ url: '/api/bookings/1/ics', headers: as(MARIA) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/bookings/1/ics' })).statusCode).toBe(401);
  });

  it('through a signed address for 10 minutes, without init data; not another booking’s, not after', async () => {
    setClock(T0);
    const link = await ctx.app.inject({ method: 'POST', url: '/api/bookings/1/ics-link', headers: as(ANNA) });
    expect(link.statusCode).toBe(200);
    const { url, expires_at } = link.json() as { url: string; expires_at: string };
    expect(url).toMatch(/^https:\/\/booking\.example\.org\/api\/bookings\/1\/ics\?expires=\d+&sig=[0-9a-f]{64}$/);
    expect(Math.round((Date.parse(expires_at) - T0.getTime()) / 1000)).toBe(600);
    expect((await ctx.app.inject({ url: path(url) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: path(url).replace('/bookings/1/', '/bookings/3/') })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: path(url).replace(/sig=./, 'sig=0') })).statusCode).not.toBe(200);
    expect((await ctx.app.inject({ url: path(url).replace(/&sig=.*/, '') })).statusCode, 'no signature: init data needed').toBe(401);
    expect((await ctx.app.inject({ url: path(url).replace(/expires=\d+&/, '') })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/bookings/1/ics-link', headers: as(MARIA) })).statusCode).toBe(404);
    setClock(new Date(T0.getTime() + 602_000));
    expect((await ctx.app.inject({ url: path(url) })).statusCode).toBe(404);
    setClock(T0);
  });
});

describe('absolute addresses come from PUBLIC_ORIGIN', () => {
  it('is read as an origin; unset it is the server’s own address, or, in production, none', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://booking.example.org/' }).publicOrigin).toBe('https://booking.example.org');
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '9000' }).publicOrigin).toBe('http://0.0.0.0:9000');
    const prod = { NODE_ENV: 'production', BOT_TOKEN: '123456:real-looking-token', TELEGRAM_WEBHOOK_SECRET: 'secret_1' };
    expect(loadConfig(prod).publicOrigin).toBeNull();
    expect(() => loadConfig({ ...prod, PUBLIC_ORIGIN: 'http://booking.example.org' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'booking.example.org/path' })).toThrow(/PUBLIC_ORIGIN/);
  });

  describe('without it (production)', () => {
    const bare = useApp({ publicOrigin: null });
    it('the feed’s address and a signed link are refused with 503 and a reason; nothing is made', async () => {
      const feed = await bare.app.inject({ url: '/api/workers/1/calendar', headers: as(MARIA) });
      expect(feed.statusCode).toBe(503);
      expect(feed.json()).toMatchObject({ message: expect.stringContaining('PUBLIC_ORIGIN') });
      expect((await bare.app.inject({ method: 'POST', url: '/api/bookings/1/ics-link', headers: as(ANNA) })).statusCode).toBe(503);
      expect((await bare.db.query('SELECT calendar_token FROM workers WHERE id = 1')).rows).toEqual([{ calendar_token: null }]);
    });
  });
});
