// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { todayIn } from '@booking/platform';
import { dayTitle, shiftDate } from './day-title.lib';

describe('day view title (docs/product.md, Master screens)', () => {
  it.each([
    ['2026-12-05', '2026-12-05', 'Сегодня'],
    ['2026-12-06', '2026-12-05', 'Завтра'],
    ['2026-12-07', '2026-12-05', 'Послезавтра'],
    ['2026-12-08', '2026-12-05', '8 декабря'],
    ['2026-12-04', '2026-12-05', '4 декабря'],
    ['2026-12-05', '2026-11-20', '5 декабря'],
    ['2027-01-01', '2026-12-30', 'Послезавтра'],
    ['2026-03-01', '2026-02-27', 'Послезавтра'],
    ['2026-05-01', '2026-04-01', '1 мая'],
  ])('%s seen on %s is "%s"', (date, today, title) => {
    expect(dayTitle(date, today)).toBe(title);
  });

  it("counts today in the master's timezone, not the device's", () => {
    // 22:30 UTC on 4 December is already 5 December in Moscow and Novosibirsk, still 4th in London.
    const now = new Date('2026-12-04T22:30:00Z');
    expect(todayIn('Europe/Moscow', now)).toBe('2026-12-05');
    expect(todayIn('Asia/Novosibirsk', now)).toBe('2026-12-05');
    expect(todayIn('Europe/London', now)).toBe('2026-12-04');
    expect(dayTitle('2026-12-05', todayIn('Europe/Moscow', now))).toBe('Сегодня');
    expect(dayTitle('2026-12-05', todayIn('Europe/London', now))).toBe('Завтра');
  });

  it('falls back to Moscow when the master has no zone', () => {
    expect(todayIn(null, new Date('2026-12-04T22:30:00Z'))).toBe('2026-12-05');
  });

  it('steps days across month and year ends', () => {
    expect(shiftDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
  });
});
