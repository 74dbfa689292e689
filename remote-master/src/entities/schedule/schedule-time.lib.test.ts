import { describe, expect, it } from 'vitest';
import {
  HOUR_OPTIONS, MINUTE_OPTIONS, addBreak, defaultDraft, draftFromSlots, draftProblem, draftToSlots, formatHm, parseHm, removeBreak,
  setBreak, setWorkEnd, setWorkStart, withHour, withMinute, type ScheduleDraft,
} from './schedule-time.lib';

const hm = (t: string) => parseHm(t);
const show = (d: ScheduleDraft) => ({ work: `${formatHm(d.start)}-${formatHm(d.end)}`, breaks: d.breaks.map((b) => `${formatHm(b.start)}-${formatHm(b.end)}`) });

describe('time options (docs/product.md, Constants)', () => {
  it('hours are 00..23 and minutes 00, 15, 30, 45', () => {
    expect(HOUR_OPTIONS.map((h) => String(h).padStart(2, '0'))).toEqual(
      ['00', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '21', '22', '23'],
    );
    expect(MINUTE_OPTIONS).toEqual([0, 15, 30, 45]);
  });

  it('changing the hour keeps the minute and the other way round', () => {
    expect(formatHm(withHour(hm('09:45'), 17))).toBe('17:45');
    expect(formatHm(withMinute(hm('09:45'), 15))).toBe('09:15');
  });

  it('a new day is work 09:00-18:00 with a break 13:00-14:00', () => {
    expect(show(defaultDraft())).toEqual({ work: '09:00-18:00', breaks: ['13:00-14:00'] });
  });
});

describe('start/end clamping', () => {
  it('moving the start past the end moves the end 15 minutes after it', () => {
    expect(show(setWorkStart(defaultDraft(), hm('19:00'))).work).toBe('19:00-19:15');
    expect(show(setWorkStart(defaultDraft(), hm('18:00'))).work).toBe('18:00-18:15');
  });

  it('a start before the end leaves the end alone', () => {
    expect(show(setWorkStart(defaultDraft(), hm('10:30'))).work).toBe('10:30-18:00');
  });

  it('the end never goes beyond the last option 23:45', () => {
    expect(show(setWorkStart(defaultDraft(), hm('23:45'))).work).toBe('23:45-23:45');
  });

  it('an end before the start is kept for validation to name', () => {
    expect(show(setWorkEnd(defaultDraft(), hm('08:00'))).work).toBe('09:00-08:00');
  });
});

describe('break clamping', () => {
  it('breaks are pulled inside working hours when the day shrinks', () => {
    expect(show(setWorkStart(defaultDraft(), hm('13:30'))).breaks).toEqual(['13:30-14:00']);
    expect(show(setWorkEnd(defaultDraft(), hm('13:30'))).breaks).toEqual(['13:00-13:30']);
    expect(show(setWorkEnd(defaultDraft(), hm('12:00'))).breaks).toEqual(['12:00-12:00']);
  });

  it('a break edge set outside working hours stops at the edge', () => {
    expect(show(setBreak(defaultDraft(), 0, 'start', hm('07:00'))).breaks).toEqual(['09:00-14:00']);
    expect(show(setBreak(defaultDraft(), 0, 'end', hm('20:00'))).breaks).toEqual(['13:00-18:00']);
  });

  it('a break start moved past its end pushes the end 15 minutes later, within the day', () => {
    expect(show(setBreak(defaultDraft(), 0, 'start', hm('15:00'))).breaks).toEqual(['15:00-15:15']);
    expect(show(setBreak(defaultDraft(), 0, 'start', hm('18:00'))).breaks).toEqual(['18:00-18:00']);
  });

  it('any number of breaks can be added and removed', () => {
    let d = addBreak(defaultDraft());
    d = addBreak(d);
    expect(show(d).breaks).toEqual(['13:00-14:00', '14:00-15:00', '15:00-16:00']);
    d = removeBreak(d, 1);
    expect(show(d).breaks).toEqual(['13:00-14:00', '15:00-16:00']);
    d = removeBreak(removeBreak(d, 0), 0);
    expect(show(addBreak(d)).breaks).toEqual(['13:00-14:00']);
  });

  it('a break added at the end of the day fits inside it', () => {
    const late = { start: hm('09:00'), end: hm('12:00'), breaks: [{ start: hm('11:30'), end: hm('12:00') }] };
    expect(show(addBreak(late)).breaks).toEqual(['11:30-12:00', '12:00-12:00']);
  });
});

describe('draft <-> slots', () => {
  it('posts the work interval first, then each break', () => {
    expect(draftToSlots(defaultDraft())).toEqual([
      { time_start: '09:00', time_end: '18:00', status: 'free' },
      { time_start: '13:00', time_end: '14:00', status: 'break' },
    ]);
  });

  it('reads a stored day back, a gap between working slots counting as a break', () => {
    const stored = [
      { time_start: '09:00:00', time_end: '13:00:00', status: 'free' },
      { time_start: '13:00:00', time_end: '14:00:00', status: 'break' },
      { time_start: '14:00:00', time_end: '16:00:00', status: 'free' },
      { time_start: '16:30:00', time_end: '18:00:00', status: 'free' },
    ];
    expect(show(draftFromSlots(stored)!)).toEqual({ work: '09:00-18:00', breaks: ['13:00-14:00', '16:00-16:30'] });
    expect(draftFromSlots([])).toBeNull();
  });

  it('round-trips what it posts', () => {
    const d = addBreak(defaultDraft());
    expect(draftFromSlots(draftToSlots(d))).toEqual(d);
  });
});

describe('validation of a draft (docs/product.md, Form rules: the shared rule the server uses)', () => {
  const d = (work: string, ...breaks: string[]): ScheduleDraft => {
    const [start, end] = work.split('-').map(hm) as [number, number];
    return { start, end, breaks: breaks.map((b) => b.split('-').map(hm)).map(([s, e]) => ({ start: s!, end: e! })) };
  };

  it('accepts the default day, a day without breaks, and a break as long as the day', () => {
    expect(draftProblem(defaultDraft())).toBeNull();
    expect(draftProblem(d('09:00-18:00'))).toBeNull();
    expect(draftProblem(d('09:00-18:00', '09:00-18:00'))).toBeNull();
  });

  it('work must start before it ends', () => {
    expect(draftProblem(d('18:00-09:00'))).toBe('Начало работы должно быть раньше конца');
    expect(draftProblem(setWorkEnd(defaultDraft(), hm('09:00')))).toBe('Начало работы должно быть раньше конца');
  });

  it('a break must start before it ends', () => {
    expect(draftProblem(d('09:00-18:00', '14:00-13:00'))).toBe('Начало перерыва должно быть раньше конца');
    expect(draftProblem(setBreak(defaultDraft(), 0, 'end', hm('12:00')))).toBe('Начало перерыва должно быть раньше конца');
  });

  it('breaks must lie within working time', () => {
    expect(draftProblem(d('09:00-18:00', '08:00-09:30'))).toBe('Перерывы должны быть в рамках рабочего времени');
    expect(draftProblem(d('09:00-18:00', '17:30-18:15'))).toBe('Перерывы должны быть в рамках рабочего времени');
  });

  it('names the first broken rule in the spec order', () => {
    expect(draftProblem(d('18:00-09:00', '14:00-13:00'))).toBe('Начало работы должно быть раньше конца');
    expect(draftProblem(d('09:00-18:00', '20:00-19:00'))).toBe('Начало перерыва должно быть раньше конца');
  });
});
