// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as bookingRules from '@booking/contracts/booking-rules';
import { offeredSlots, stillOffered, type OfferArgs } from './offered-slots.lib';

const time = (m: number) => bookingRules.formatTime(m);
const slot = (id: number, from: string, to: string, status: 'free' | 'break' | 'busy' = 'free', place_id = 1) => ({ id, time_start: `${from}:00`, time_end: `${to}:00`, status, place_id });
const service = (slot_duration: number, booking_deadline = 15) => ({ slot_duration, booking_deadline });
/** 2026-03-10 12:07 in Moscow (UTC+3). */
const NOW = Date.UTC(2026, 2, 10, 9, 7);
const day = (date: string, timeslots: OfferArgs['day']['timeslots'], busy: OfferArgs['day']['timeslots_busy'] = []) => ({ date, timeslots, timeslots_busy: busy });

/**
 * The server's acceptance of one booking, as api/src/domain/booking-batch.ts checks it (the API is
 * another package, so its check is restated here over the same shared rule functions): the slot is
 * free, the date not past on the master's clock, the start inside that slot, and isBookableStart.
 * The master's clock is read with Intl, as the server does, not with the screen's dayjs.
 */
function serverClock(args: OfferArgs): { today: string; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: args.timezone || 'Europe/Moscow', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(args.now!))
      .map((p) => [p.type, p.value]),
  );
  return { today: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

function serverAccepts(args: OfferArgs, clock: { today: string; minutes: number }, start: number, timeslotId: number): boolean {
  const slot = args.day.timeslots.find((t) => t.id === timeslotId);
  if (!slot || slot.status !== 'free' || slot.place_id !== args.placeId) return false;
  if (args.day.date < clock.today) return false;
  const earliest = args.day.date === clock.today ? bookingRules.earliestStart(clock.minutes, bookingRules.maxDeadline(args.services)) : null;
  const duration = bookingRules.totalDuration(args.services);
  const inThisSlot = start >= bookingRules.parseTime(slot.time_start) && start + duration <= bookingRules.parseTime(slot.time_end);
  return (
    inThisSlot &&
    bookingRules.isBookableStart({ timeslots: args.day.timeslots, busy: args.day.timeslots_busy, duration, earliest, adjacentOnly: args.adjacentOnly, placeId: args.placeId, start })
  );
}

describe('offered times', () => {
  it('a future day: the 30-minute grid where the whole duration fits, the break splitting the day', () => {
    const offered = offeredSlots({
      day: day('2026-03-11', [slot(1, '09:00', '13:00'), slot(2, '13:00', '14:00', 'break'), slot(3, '14:00', '16:00')]),
      services: [service(60), service(30)],
      adjacentOnly: false, placeId: 1,
      timezone: 'Europe/Moscow',
      now: NOW,
    });
    expect(offered.map((o) => o.label)).toEqual(['09:00 — 10:30', '09:30 — 11:00', '10:00 — 11:30', '10:30 — 12:00', '11:00 — 12:30', '11:30 — 13:00', '14:00 — 15:30', '14:30 — 16:00']);
    expect(offered.map((o) => o.timeslotId)).toEqual([1, 1, 1, 1, 1, 1, 3, 3]);
    expect(offered[0]!.timeStart).toBe('09:00:00');
  });

  it('today: starts from now plus the largest deadline, rounded up to :00/:30, on the master’s clock', () => {
    const args = { day: day('2026-03-10', [slot(1, '09:00', '18:00')]), services: [service(30, 15), service(30, 60)], adjacentOnly: false, placeId: 1, now: NOW };
    // 12:07 Moscow + 60 min = 13:07 -> 13:30.
    expect(offeredSlots({ ...args, timezone: 'Europe/Moscow' })[0]!.label).toBe('13:30 — 14:30');
    // The same moment is 16:07 in Novosibirsk: 17:07 -> 17:30, and 17:30 + 60 min no longer fits.
    expect(offeredSlots({ ...args, day: day('2026-03-10', [slot(1, '09:00', '18:00')]), timezone: 'Asia/Novosibirsk' })).toEqual([]);
  });

  it('a past date offers nothing; busy time is skipped', () => {
    expect(offeredSlots({ day: day('2026-03-09', [slot(1, '09:00', '18:00')]), services: [service(30)], adjacentOnly: false, placeId: 1, timezone: null, now: NOW })).toEqual([]);
    const offered = offeredSlots({
      day: day('2026-03-11', [slot(1, '09:00', '11:00')], [{ time_start: '09:30:00', time_end: '10:00:00' }]),
      services: [service(30)],
      adjacentOnly: false, placeId: 1,
      timezone: null,
      now: NOW,
    });
    expect(offered.map((o) => o.label)).toEqual(['09:00 — 09:30', '10:00 — 10:30', '10:30 — 11:00']);
  });

  it('with the adjacency setting only starts within an hour of a busy or break interval', () => {
    const offered = offeredSlots({
      day: day('2026-03-11', [slot(1, '10:00', '14:00'), slot(2, '14:00', '15:00', 'break'), slot(3, '15:00', '20:00')]),
      services: [service(30)],
      adjacentOnly: true, placeId: 1,
      timezone: null,
      now: NOW,
    });
    expect(offered.map((o) => o.label)).toEqual(['12:30 — 13:00', '13:00 — 13:30', '13:30 — 14:00', '15:00 — 15:30', '15:30 — 16:00', '16:00 — 16:30']);
  });

  it('a master at two places in one day: each place offers only its own hours', () => {
    // Ольга in the demo data: place 1 in the morning, place 2 in the afternoon.
    const split = day('2026-03-11', [slot(1, '09:00', '13:00', 'free', 1), slot(2, '13:00', '14:00', 'break', 1), slot(3, '14:00', '18:00', 'free', 2)]);
    const at = (placeId: number, now = NOW) => offeredSlots({ day: split, services: [service(90)], adjacentOnly: false, placeId, timezone: 'Europe/Moscow', now });
    expect(at(1).map((o) => o.label)).toEqual(['09:00 — 10:30', '09:30 — 11:00', '10:00 — 11:30', '10:30 — 12:00', '11:00 — 12:30', '11:30 — 13:00']);
    expect(at(2).map((o) => o.timeslotId)).toEqual([3, 3, 3, 3, 3, 3]);
    // The afternoon of that day (14:07 Moscow): nothing is left at place 1, though place 2 has time.
    const afternoon = Date.UTC(2026, 2, 11, 11, 7);
    expect(at(1, afternoon)).toEqual([]);
    expect(at(2, afternoon).map((o) => o.label)[0]).toBe('14:30 — 16:00');
  });

  it('a chosen time is still offered only with the same start and timeslot', () => {
    const offered = offeredSlots({ day: day('2026-03-11', [slot(1, '09:00', '10:00')]), services: [service(30)], adjacentOnly: false, placeId: 1, timezone: null, now: NOW });
    expect(stillOffered(offered, { start: 9 * 60, timeslotId: 1 })?.label).toBe('09:00 — 09:30');
    expect(stillOffered(offered, { start: 9 * 60, timeslotId: 2 })).toBeNull();
    expect(stillOffered(offered, null)).toBeNull();
  });
});

const quarter = (min: number, max: number) => fc.integer({ min: min / 15, max: max / 15 }).map((q) => q * 15);
const interval = quarter(6 * 60, 22 * 60).chain((start) => quarter(15, 8 * 60).map((len) => [start, Math.min(start + len, 24 * 60 - 15)] as const));
const ZONES = ['Europe/Moscow', 'Europe/Samara', 'Asia/Yekaterinburg', 'Asia/Novosibirsk', 'Europe/Kaliningrad', null];

const dayArb = fc.record({
  slots: fc.array(fc.record({ at: interval, status: fc.constantFrom('free', 'free', 'break', 'busy'), place: fc.constantFrom(1, 1, 2) }), { minLength: 0, maxLength: 6 }),
  busy: fc.array(interval, { maxLength: 3 }),
  services: fc.array(fc.record({ slot_duration: quarter(30, 240), booking_deadline: fc.constantFrom(15, 30, 60, 120, 1440) }), { minLength: 1, maxLength: 3 }),
  adjacentOnly: fc.boolean(),
  timezone: fc.constantFrom(...ZONES),
  // Any moment of 2026; the day is within a day of the master's today either way.
  now: fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 30) }),
  dayShift: fc.integer({ min: -1, max: 2 }),
});

describe('offered times against the server’s rule (property)', () => {
  it('every offered time is accepted, and every time the server would accept is offered', () => {
    fc.assert(
      fc.property(dayArb, (g) => {
        const masterToday = new Intl.DateTimeFormat('en-CA', { timeZone: g.timezone || 'Europe/Moscow' }).format(new Date(g.now));
        const date = new Date(Date.parse(`${masterToday}T00:00:00Z`) + g.dayShift * 86_400_000).toISOString().slice(0, 10);
        const args: OfferArgs = {
          day: {
            date,
            timeslots: g.slots.map((s, i) => ({ id: i + 1, time_start: time(s.at[0]), time_end: time(s.at[1]), status: s.status, place_id: s.place })),
            timeslots_busy: g.busy.map(([a, b]) => ({ time_start: time(a), time_end: time(b) })),
          },
          services: g.services,
          adjacentOnly: g.adjacentOnly, placeId: 1,
          timezone: g.timezone,
          now: g.now,
        };
        const offered = offeredSlots(args);
        const clock = serverClock(args);
        for (const o of offered) expect(serverAccepts(args, clock, o.start, o.timeslotId), `offered ${o.label} in slot ${o.timeslotId}`).toBe(true);
        const offeredStarts = new Set(offered.map((o) => o.start));
        for (let start = 0; start < 24 * 60; start += 15) {
          const acceptedSomewhere = args.day.timeslots.some((t) => serverAccepts(args, clock, start, t.id));
          expect(offeredStarts.has(start), `start ${time(start)}`).toBe(acceptedSomewhere);
        }
      }),
      { numRuns: 400 },
    );
  }, 30_000);
});
