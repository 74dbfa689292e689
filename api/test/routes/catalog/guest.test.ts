import { describe, expect, it } from 'vitest';
import { ANNA, MARIA, day } from '../../endpoints';
import { initDataFor, useApp } from '../../helper';

// Writes are not limited here; a guest's reads are, to 5 a minute, so the limit shows in a few requests.
const ctx = useApp({ rateLimitPerMinute: 0, guestReadsPerMinute: 5 });
let address = 0;
/** A guest from an address of their own: the limit counts per address. */
const guest = (url: string, at = `10.1.0.${++address}`) => ctx.app.inject({ url, remoteAddress: at });

describe('a guest (no launch data, no session)', () => {
  it('reads places, a place and its contacts, a business, a place’s masters and a master, without anyone’s ids', async () => {
    expect((await guest('/api/places')).json().length).toBeGreaterThan(0);
    expect((await guest('/api/places/1')).json()).toMatchObject({ id: 1 });
    expect((await guest('/api/places/1/contacts')).statusCode).toBe(200);
    const business = (await guest('/api/business/1')).json();
    expect(business.owners).toEqual([]);
    const workers = (await guest('/api/workers/places/1')).json();
    expect(workers.length).toBeGreaterThan(0);
    for (const w of workers) expect(w.user_id).toBeNull();
    const worker = (await guest('/api/workers/1')).json();
    expect(worker.user_id).toBeNull();
    const byUuid = (await guest(`/api/workers/uuid/${worker.uuid}`)).json();
    expect(byUuid).toMatchObject({ id: 1, user_id: null });
    expect(JSON.stringify([business, workers, worker, byUuid])).not.toContain(String(MARIA));
    expect((await guest('/api/workers/1/places')).statusCode).toBe(200);
  });

  it('reads services, categories, a master’s dates and a day’s free times, which never say who booked', async () => {
    expect((await guest('/api/services/?worker_id=1')).statusCode).toBe(200);
    expect((await guest('/api/services/categories/1')).statusCode).toBe(200);
    expect((await guest('/api/services/2')).statusCode).toBe(200);
    expect((await guest('/api/workers/1/dates')).json().length).toBeGreaterThan(0);
    // Day 1 holds Anna's seeded booking: the guest sees busy time, not the booking.
    const tomorrow = day(1);
    const dayRead = (await guest(`/api/timetable/1/${tomorrow}`)).json();
    expect(dayRead.timeslots_busy.length).toBeGreaterThan(0);
    for (const slot of dayRead.timeslots) expect(slot).not.toHaveProperty('booking_id');
    const [slots] = (await guest(`/api/timeslots/1/${tomorrow}`)).json();
    for (const slot of slots.timeslots) expect(slot).not.toHaveProperty('booking_id');
    // The same times a signed-in person reads.
    const asAnna = (await ctx.app.inject({ url: `/api/timetable/1/${tomorrow}`, headers: { 'x-telegram-init-data': initDataFor({ id: ANNA }) } })).json();
    expect(dayRead.timeslots_busy).toEqual(asAnna.timeslots_busy);
    expect(dayRead.timeslots.map((s: { time_start: string }) => s.time_start)).toEqual(asAnna.timeslots.map((s: { time_start: string }) => s.time_start));
  });

  it('needs a person for everything else: a person’s bookings, users, the master’s day, any write', async () => {
    expect((await guest(`/api/bookings/telegram_id/${ANNA}`)).statusCode).toBe(401);
    expect((await guest('/api/users')).statusCode).toBe(401);
    expect((await guest(`/api/workers/1/bookings/${day(1)}`)).statusCode).toBe(401);
    expect((await guest(`/api/workers/telegram/${MARIA}`)).statusCode).toBe(401);
    const write = await ctx.app.inject({ method: 'POST', url: '/api/bookings/', payload: { telegram_id: ANNA, place_id: 1, service_ids: [2], timeslot_id: 1, time_start: '10:00' } });
    expect(write.statusCode).toBe(401);
  });

  it('still gets 401 for forged init data on a catalogue read', async () => {
    const res = await ctx.app.inject({ url: '/api/places', headers: { 'x-telegram-init-data': initDataFor({ id: ANNA }, { token: 'not-the-bot' }) } });
    expect(res.statusCode).toBe(401);
  });

  it('is limited per address, with 429 and Retry-After; another address and a signed-in person are not', async () => {
    const at = '10.2.0.1';
    for (let i = 0; i < 5; i++) expect((await guest('/api/places/1', at)).statusCode).toBe(200);
    const over = await guest('/api/places/1', at);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json().code).toBe('request.too_many');
    expect((await guest('/api/places/1', '10.2.0.2')).statusCode).toBe(200);
    const person = await ctx.app.inject({ url: '/api/places/1', remoteAddress: at, headers: { 'x-telegram-init-data': initDataFor({ id: ANNA }) } });
    expect(person.statusCode).toBe(200);
  });
});
