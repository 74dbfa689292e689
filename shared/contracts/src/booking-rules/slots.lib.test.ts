import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bookableStarts, bookingRefusal, bookingRefusalMessage, earliestStart, formatTime, hasFreeTimeAt, isBookableStart, maxDeadline, totalDuration, type TimeslotLike } from './slots.lib';

const day: TimeslotLike[] = [
  { time_start: '09:00:00', time_end: '13:00:00', status: 'free' },
  { time_start: '13:00:00', time_end: '14:00:00', status: 'break' },
  { time_start: '14:00:00', time_end: '18:00:00', status: 'free' },
];
const hhmm = (starts: number[]) => starts.map((s) => formatTime(s).slice(0, 5));

describe('bookable start times', () => {
  it('steps on the 30-minute grid and fits the whole duration before the slot ends', () => {
    const starts = hhmm(bookableStarts({ timeslots: day, duration: 90 }));
    expect(starts).toContain('11:30');
    expect(starts).not.toContain('12:00');
    expect(starts.at(-1)).toBe('16:30');
  });

  it('splits a free slot around a break or busy interval inside it', () => {
    const slots: TimeslotLike[] = [{ time_start: '09:00', time_end: '12:00', status: 'free' }];
    const starts = hhmm(bookableStarts({ timeslots: slots, busy: [{ time_start: '10:00', time_end: '10:30' }], duration: 60 }));
    expect(starts).toEqual(['09:00', '10:30', '11:00']);
  });

  it('applies the lead time rounded up to :00/:30', () => {
    expect(earliestStart(10 * 60 + 1, 15)).toBe(10 * 60 + 30);
    expect(earliestStart(10 * 60 + 15, 15)).toBe(10 * 60 + 30);
    expect(earliestStart(10 * 60 + 16, 15)).toBe(11 * 60);
    expect(hhmm(bookableStarts({ timeslots: day, duration: 30, earliest: 17 * 60 }))).toEqual(['17:00', '17:30']);
  });

  it('uses the total duration and the largest deadline of the chosen services', () => {
    expect(totalDuration([{ slot_duration: 60 }, { slot_duration: null }])).toBe(90);
    expect(totalDuration([])).toBe(30);
    expect(maxDeadline([{ booking_deadline: 60 }, {}])).toBe(60);
    expect(maxDeadline([])).toBe(15);
  });

  it('offers only times near a busy or break interval for adjacency workers', () => {
    const starts = hhmm(bookableStarts({ timeslots: day, duration: 30, adjacentOnly: true }));
    // Inclusive window: 11:30-12:00 ends exactly 60 min before the 13:00 break; 15:00 starts 60 min after it ends.
    expect(starts).toEqual(['11:30', '12:00', '12:30', '14:00', '14:30', '15:00']);
  });

  it('agrees with a minute-by-minute reference', () => {
    const interval = fc.tuple(fc.integer({ min: 0, max: 47 }), fc.integer({ min: 1, max: 16 })).map(([a, len]) => [a * 30 % 1440, Math.min(1440, a * 30 + len * 15)] as const);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(interval, fc.constantFrom('free', 'free', 'break', 'busy') as fc.Arbitrary<TimeslotLike['status']>), { maxLength: 6 }),
        fc.integer({ min: 1, max: 8 }).map((n) => n * 15),
        fc.option(fc.integer({ min: 0, max: 1440 }), { nil: null }),
        (raw, duration, earliest) => {
          const timeslots = raw.filter(([[s, e]]) => s < e).map(([[s, e], status]) => ({ time_start: formatTime(s), time_end: formatTime(e), status }));
          const inFree = (m: number) => timeslots.some((t) => t.status === 'free' && toMin(t.time_start) <= m && m < toMin(t.time_end));
          const blocked = (m: number) => timeslots.some((t) => t.status !== 'free' && toMin(t.time_start) <= m && m < toMin(t.time_end));
          // Reference: a start is valid when one free slot holds [start, start+duration) and no minute of it is blocked.
          const expected: number[] = [];
          for (let s = 0; s < 1440; s += 30) {
            if (earliest !== null && s < earliest) continue;
            const oneSlot = timeslots.some((t) => t.status === 'free' && toMin(t.time_start) <= s && s + duration <= toMin(t.time_end));
            let ok = oneSlot;
            for (let m = s; ok && m < s + duration; m++) ok = inFree(m) && !blocked(m);
            if (ok) expected.push(s);
          }
          expect(bookableStarts({ timeslots, duration, earliest })).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('accepts exactly the starts it offers (isBookableStart against bookableStarts), busy time and adjacency included', () => {
    const interval = fc.tuple(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 16 })).map(([a, len]) => [a * 15, Math.min(1440, a * 15 + len * 15)] as const);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(interval, fc.constantFrom('free', 'free', 'break', 'busy') as fc.Arbitrary<TimeslotLike['status']>), { maxLength: 6 }),
        fc.array(interval, { maxLength: 3 }),
        fc.integer({ min: 1, max: 8 }).map((n) => n * 15),
        fc.option(fc.integer({ min: 0, max: 1440 }), { nil: null }),
        fc.boolean(),
        (raw, rawBusy, duration, earliest, adjacentOnly) => {
          const timeslots = raw.filter(([[s, e]]) => s < e).map(([[s, e], status]) => ({ time_start: formatTime(s), time_end: formatTime(e), status }));
          const busy = rawBusy.filter(([s, e]) => s < e).map(([s, e]) => ({ time_start: formatTime(s), time_end: formatTime(e) }));
          const args = { timeslots, busy, duration, earliest, adjacentOnly };
          const offered = bookableStarts(args);
          for (let start = 0; start < 1440; start += 15) {
            expect(isBookableStart({ ...args, start }), `start ${start}`).toBe(offered.includes(start));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

function toMin(t: string): number {
  const [h, m] = t.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

describe('why a start is refused', () => {
  const args = { timeslots: day, duration: 60, busy: [{ time_start: '10:00', time_end: '11:00' }] };
  it.each([
    [9 * 60 + 15, null, 'grid'],
    [8 * 60, null, 'hours'],
    [12 * 60 + 30, null, 'hours'], // runs into the break
    [17 * 60 + 30, null, 'hours'], // ends after the day
    [15 * 60, 16 * 60, 'too_soon'],
    [10 * 60 + 30, null, 'taken'],
    [15 * 60, null, null],
  ])('start %i (earliest %s): %s', (start, earliest, reason) => {
    expect(bookingRefusal({ ...args, earliest, start })).toBe(reason);
  });

  it('names the earliest time when it is too soon', () => {
    expect(bookingRefusalMessage('too_soon', 16 * 60)).toContain('16:00');
  });
});

describe('a master who works at two places in one day', () => {
  // Ольга in the demo data: place 1 in the morning, place 2 in the afternoon, a break between.
  const split: TimeslotLike[] = [
    { time_start: '09:00:00', time_end: '13:00:00', status: 'free', place_id: 1 },
    { time_start: '13:00:00', time_end: '14:00:00', status: 'break', place_id: 1 },
    { time_start: '14:00:00', time_end: '18:00:00', status: 'free', place_id: 2 },
  ];

  it('offers a place only its own hours, for one service and for several', () => {
    expect(hhmm(bookableStarts({ timeslots: split, duration: 90, placeId: 1 }))).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
    expect(hhmm(bookableStarts({ timeslots: split, duration: 90, placeId: 2 }))).toEqual(['14:00', '14:30', '15:00', '15:30', '16:00', '16:30']);
    // Two services, 150 minutes in all.
    expect(hhmm(bookableStarts({ timeslots: split, duration: 150, placeId: 1 }))).toEqual(['09:00', '09:30', '10:00', '10:30']);
  });

  it('offers nothing at a place whose hours have passed, though the other place still has time', () => {
    expect(bookableStarts({ timeslots: split, duration: 90, placeId: 1, earliest: 12 * 60 })).toEqual([]);
    expect(bookableStarts({ timeslots: split, duration: 90, placeId: 2, earliest: 12 * 60 }).length).toBe(6);
  });

  it('refuses the other place’s hours with their own reason, and accepts exactly what it offers', () => {
    expect(bookingRefusal({ timeslots: split, duration: 90, placeId: 1, start: 14 * 60 })).toBe('place');
    expect(bookingRefusal({ timeslots: split, duration: 90, placeId: 2, start: 9 * 60 })).toBe('place');
    expect(bookingRefusal({ timeslots: split, duration: 90, placeId: 1, start: 19 * 60 })).toBe('hours');
    expect(bookingRefusalMessage('place')).toBe('В это время мастер принимает в другом месте. Выберите другое время.');
    for (const placeId of [1, 2]) {
      for (let start = 0; start < 24 * 60; start += 30) {
        const offered = bookableStarts({ timeslots: split, duration: 90, placeId }).includes(start);
        expect(isBookableStart({ timeslots: split, duration: 90, placeId, start })).toBe(offered);
      }
    }
  });

  it('tells which places have free time on the day', () => {
    expect(hasFreeTimeAt(split, 1)).toBe(true);
    expect(hasFreeTimeAt(split, 2)).toBe(true);
    expect(hasFreeTimeAt(split, 3)).toBe(false);
    expect(hasFreeTimeAt(split.filter((s) => s.place_id === 1), 2)).toBe(false);
  });
});
