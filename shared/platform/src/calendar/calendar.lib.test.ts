import { describe, expect, it } from 'vitest';
import {
  addMonths, dateLabel, dayMarks, dayOffsetLabel, EARLIEST_VIEWABLE, formatDayMonth, fullDateLabel, keyTarget,
  monthGrid, monthLabel, shiftMonth, todayIn, weekdayHeaders, weekdayShort,
} from './calendar.lib';

describe('dayOffsetLabel', () => {
  // The spec's table, written out for every offset 0–40.
  const expected: Record<number, string> = { 0: 'Сегодня', 1: 'Завтра', 7: 'Через неделю', 14: 'Через 2 недели', 21: 'Через 3 недели', 28: 'Через 4 недели', 31: 'Через 4 недели' };
  for (let n = 2; n <= 30; n++) expected[n] ??= `Через ${n} дней`;
  for (let n = 32; n <= 40; n++) expected[n] = 'Более месяца';

  for (let n = 0; n <= 40; n++) {
    it(`labels ${n} days from today '${expected[n]}'`, () => expect(dayOffsetLabel(n)).toBe(expected[n]));
  }

  it('refuses negative and fractional offsets', () => {
    expect(() => dayOffsetLabel(-1)).toThrow(RangeError);
    expect(() => dayOffsetLabel(1.5)).toThrow(RangeError);
  });
});

describe('date parts', () => {
  it('gives the weekday abbreviation and DD.MM', () => {
    expect(weekdayShort('2026-11-23')).toBe('пн');
    expect(weekdayShort('2026-11-29')).toBe('вс');
    expect(formatDayMonth('2026-01-05')).toBe('05.01');
    expect(dateLabel('2026-11-24', '2026-11-23')).toBe('Завтра, вт 24.11');
    expect(dateLabel('2027-01-01', '2026-11-23')).toBe('Более месяца, пт 01.01');
    expect(fullDateLabel('2026-11-24')).toBe('24 ноября 2026, вторник');
  });

  it('labels a past date with the weekday and DD.MM only', () => {
    expect(dateLabel('2026-11-20', '2026-11-23')).toBe('пт 20.11');
  });

  it('heads the columns ПН..ВС', () => {
    expect(weekdayHeaders()).toEqual(['ПН', 'ВТ', 'СР', 'ЧТ', 'ПТ', 'СБ', 'ВС']);
  });

  it('refuses a malformed or impossible date', () => {
    expect(() => weekdayShort('2026-02-30')).toThrow(RangeError);
    expect(() => weekdayShort('23.11.2026')).toThrow(RangeError);
  });
});

describe('monthLabel', () => {
  it('is the capitalised nominative month name, with the year only outside the current year', () => {
    expect(monthLabel({ year: 2026, month: 11 }, '2026-11-23')).toBe('Ноябрь');
    expect(monthLabel({ year: 2026, month: 3 }, '2026-11-23')).toBe('Март');
    expect(monthLabel({ year: 2027, month: 1 }, '2026-11-23')).toBe('Январь 2027');
    expect(monthLabel({ year: 2025, month: 5 }, '2026-11-23')).toBe('Май 2025');
  });
});

describe('todayIn', () => {
  const instant = Date.UTC(2026, 10, 23, 21, 30); // 23 Nov 21:30 UTC
  it('takes today in the given timezone, Moscow by default', () => {
    expect(todayIn(undefined, instant)).toBe('2026-11-24'); // 00:30 in Moscow
    expect(todayIn('Europe/London', instant)).toBe('2026-11-23');
    expect(todayIn('Asia/Novosibirsk', Date.UTC(2026, 10, 23, 16, 59))).toBe('2026-11-23');
    expect(todayIn('Asia/Novosibirsk', Date.UTC(2026, 10, 23, 17, 0))).toBe('2026-11-24');
  });
});

describe('monthGrid', () => {
  // 2026 months whose first day falls on each weekday, Monday to Sunday.
  const cases: [number, number, string, string][] = [
    [2026, 6, '2026-06-01', 'Monday'], // starts the grid itself
    [2026, 9, '2026-08-31', 'Tuesday'],
    [2026, 4, '2026-03-30', 'Wednesday'],
    [2026, 1, '2025-12-29', 'Thursday'],
    [2026, 5, '2026-04-27', 'Friday'],
    [2026, 8, '2026-07-27', 'Saturday'],
    [2026, 2, '2026-01-26', 'Sunday'],
  ];
  for (const [year, month, firstCell, weekday] of cases) {
    it(`starts ${year}-${month} (1st on a ${weekday}) on the Monday ${firstCell}`, () => {
      const grid = monthGrid(year, month);
      expect(grid).toHaveLength(6);
      for (const week of grid) expect(week).toHaveLength(7);
      expect(grid[0]?.[0]?.date).toBe(firstCell);
      const first = grid.flat().findIndex((c) => c.inMonth);
      expect(grid.flat()[first]?.dayOfMonth).toBe(1);
      expect(first).toBe(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].indexOf(weekday));
    });
  }

  it('holds every day of the month once, consecutively, with adjacent days flagged', () => {
    const cells = monthGrid(2026, 2).flat();
    const inMonth = cells.filter((c) => c.inMonth);
    expect(inMonth.map((c) => c.dayOfMonth)).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
    expect(cells.at(-1)).toEqual({ date: '2026-03-08', dayOfMonth: 8, inMonth: false });
    expect(cells[0]).toEqual({ date: '2026-01-26', dayOfMonth: 26, inMonth: false });
  });

  it('crosses the year boundary both ways', () => {
    const dec = monthGrid(2026, 12).flat();
    expect(dec[0]?.date).toBe('2026-11-30');
    expect(dec.at(-1)!.date).toBe('2027-01-10');
    expect(dec.filter((c) => c.date.startsWith('2027-')).every((c) => !c.inMonth)).toBe(true);
    const jan = monthGrid(2027, 1).flat();
    expect(jan[0]?.date).toBe('2026-12-28');
    expect(jan.find((c) => c.inMonth)!.date).toBe('2027-01-01');
  });

  it('handles a leap February', () => {
    expect(monthGrid(2028, 2).flat().filter((c) => c.inMonth)).toHaveLength(29);
  });

  it('refuses a month outside 1–12', () => {
    expect(() => monthGrid(2026, 13)).toThrow(RangeError);
    expect(() => monthGrid(2026, 0)).toThrow(RangeError);
  });
});

describe('dayMarks', () => {
  const today = '2026-11-23';

  it('marks a plain future day normal and selectable', () => {
    expect(dayMarks('2026-11-25', { today })).toEqual({
      today: false, past: false, pastViewable: false, scheduled: false, selected: false,
      selectable: true, viewOnly: false, disabled: false, normal: true,
    });
  });

  it('marks today selectable and today', () => {
    const m = dayMarks(today, { today });
    expect(m.today && m.selectable && !m.past).toBe(true);
  });

  it('keeps past days from selection; viewable read-only since 1 Jan 2025 only with viewPast', () => {
    expect(dayMarks('2026-11-22', { today })).toMatchObject({ past: true, pastViewable: true, selectable: false, viewOnly: false, disabled: true });
    expect(dayMarks('2026-11-22', { today, viewPast: true })).toMatchObject({ viewOnly: true, disabled: false, normal: false });
    expect(dayMarks(EARLIEST_VIEWABLE, { today, viewPast: true })).toMatchObject({ pastViewable: true, viewOnly: true });
    expect(dayMarks('2024-12-31', { today, viewPast: true })).toMatchObject({ past: true, pastViewable: false, viewOnly: false, disabled: true });
  });

  it('marks scheduled and selected days, which are then not normal', () => {
    const ctx = { today, scheduled: new Set(['2026-11-25']), selected: new Set(['2026-11-26']) };
    expect(dayMarks('2026-11-25', ctx)).toMatchObject({ scheduled: true, normal: false, selectable: true });
    expect(dayMarks('2026-11-26', ctx)).toMatchObject({ selected: true, normal: false });
  });

  it('restricts selection to available dates when asked', () => {
    const available = new Set(['2026-11-27']);
    expect(dayMarks('2026-11-26', { today, available, restrictToAvailable: true })).toMatchObject({ selectable: false, disabled: true, normal: false });
    expect(dayMarks('2026-11-27', { today, available, restrictToAvailable: true })).toMatchObject({ selectable: true, disabled: false });
    expect(dayMarks('2026-11-26', { today, available })).toMatchObject({ selectable: true });
  });
});

describe('keyTarget', () => {
  const wed = '2026-11-25';
  it('moves by day, week, week edge and month', () => {
    expect(keyTarget(wed, 'ArrowLeft')).toBe('2026-11-24');
    expect(keyTarget(wed, 'ArrowRight')).toBe('2026-11-26');
    expect(keyTarget(wed, 'ArrowUp')).toBe('2026-11-18');
    expect(keyTarget(wed, 'ArrowDown')).toBe('2026-12-02');
    expect(keyTarget(wed, 'Home')).toBe('2026-11-23');
    expect(keyTarget(wed, 'End')).toBe('2026-11-29');
    expect(keyTarget(wed, 'PageUp')).toBe('2026-10-25');
    expect(keyTarget(wed, 'PageDown')).toBe('2026-12-25');
    expect(keyTarget(wed, 'a')).toBeNull();
  });
  it('clamps a month move to the shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(keyTarget('2026-03-31', 'PageUp')).toBe('2026-02-28');
  });
  it('shifts months across years', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
  });
});
