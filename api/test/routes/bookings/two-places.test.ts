import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRules } from '@booking/contracts';
import { setClock } from '../../../src/domain/clock';
import { BORIS, initDataFor, useApp } from '../../helper';

// Ольга (worker 2) works at place 1 in the morning (09:00-13:00) and at place 2 in the afternoon
// (14:00-18:00) on every seeded day. The server's clock is set before the demo data is seeded: the
// afternoon of 30 November 2026 in Moscow, the last day of a month.
beforeAll(() => setClock(new Date('2026-11-30T14:07:00+03:00')));
afterAll(() => setClock(null));
const ctx = useApp();

const TODAY = '2026-11-30';
const TOMORROW = '2026-12-01';
const as = (id: number) => ({ 'x-telegram-init-data': initDataFor({ id }) });
type Slot = { id: number; time_start: string; time_end: string; status: 'free' | 'break' | 'busy'; place_id: number };

async function day(date: string): Promise<{ timeslots: Slot[]; timeslots_busy: { time_start: string; time_end: string }[] }> {
  const res = await ctx.app.inject({ url: `/api/timeslots/2/${date}?include_expired=true`, headers: as(BORIS) });
  expect(res.statusCode).toBe(200);
  return res.json()[0];
}

/** The starts a client is offered at `placeId` for the 90-minute manicure, by the shared rule. */
async function offered(date: string, placeId: number, earliest: number | null = null): Promise<string[]> {
  const d = await day(date);
  const starts = bookingRules.bookableStarts({ timeslots: d.timeslots, busy: d.timeslots_busy, duration: 90, earliest, placeId });
  return starts.map((m) => bookingRules.formatTime(m).slice(0, 5));
}

function book(date: string, placeId: number, timeslotId: number, start: string, serviceId = placeId === 1 ? 4 : 5) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/bookings/',
    headers: as(BORIS),
    payload: { telegram_id: BORIS, place_id: placeId, service_ids: [serviceId], timeslot_id: timeslotId, time_start: start },
  });
}

describe('a master who works at two places in one day', () => {
  it('says where each part of the day is', async () => {
    const d = await day(TOMORROW);
    expect(d.timeslots.map((s) => [s.time_start, s.status, s.place_id])).toEqual([
      ['09:00:00', 'free', 1],
      ['13:00:00', 'break', 1],
      ['14:00:00', 'free', 2],
    ]);
  });

  it("offers a place only its own hours: place 1's times exclude the afternoon at place 2", async () => {
    expect(await offered(TOMORROW, 1)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
    expect(await offered(TOMORROW, 2)).toEqual(['14:00', '14:30', '15:00', '15:30', '16:00', '16:30']);
  });

  it('lists for a place only the dates with work time there still to come', async () => {
    const dates = async (query: string) => (await ctx.app.inject({ url: `/api/workers/2/dates${query}`, headers: as(BORIS) })).json();
    // 14:07: today's morning at place 1 is over; the afternoon at place 2 is not.
    expect((await dates('?place_id=1'))[0]).toBe(TOMORROW);
    expect((await dates('?place_id=2'))[0]).toBe(TODAY);
    expect(await dates('?place_id=2')).toContain('2026-12-14');
    expect(await dates('?place_id=3')).toEqual([]);
    // Without a place: every date with work time somewhere; the master's calendar reads past ones too.
    expect((await dates(''))[0]).toBe(TODAY);
    expect((await dates('?include_expired=true'))[0]).toBe('2026-11-29');
    const bad = await ctx.app.inject({ url: '/api/workers/2/dates?place_id=x', headers: as(BORIS) });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses an afternoon booking at place 1 with the reason, and books the morning', async () => {
    const d = await day(TOMORROW);
    const afternoon = d.timeslots.find((s) => s.place_id === 2 && s.status === 'free')!;
    const morning = d.timeslots.find((s) => s.place_id === 1 && s.status === 'free')!;
    // The afternoon's timeslot with place 1 in the booking: the slot is at the other place.
    const other = await book(TOMORROW, 1, afternoon.id, '14:00');
    expect(other.statusCode).toBe(400);
    expect(other.json().field).toBe('place_id');
    // The morning's timeslot with an afternoon start: the master is at place 2 then.
    const late = await book(TOMORROW, 1, morning.id, '14:30');
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('В это время мастер принимает в другом месте. Выберите другое время.');
    const ok = await book(TOMORROW, 1, morning.id, '10:00');
    expect(ok.statusCode).toBe(201);
    expect(await offered(TOMORROW, 1)).toEqual(['11:30']);
  });

  it("today after the morning: nothing is offered at place 1, place 2's afternoon is", async () => {
    const earliest = bookingRules.earliestStart(14 * 60 + 7, 15);
    expect(await offered(TODAY, 1, earliest)).toEqual([]);
    expect((await offered(TODAY, 2, earliest))[0]).toBe('14:30');
  });

  it('shows the master where each booking of the day is', async () => {
    const res = await ctx.app.inject({ url: `/api/workers/2/bookings/${TOMORROW}`, headers: as(200002) });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((b: { place_id: number; place_name: string }) => [b.place_id, b.place_name])).toEqual([[1, 'Лайм на Тверской']]);
  });
});
