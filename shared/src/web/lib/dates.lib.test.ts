import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMEZONE, dayjs, isPastBooking, nowIn, todayIn } from './dates.lib';

// 2026-03-10 20:30 UTC: 23:30 in Moscow (UTC+3), 03:30 next day in Novosibirsk (UTC+7).
const NOW = Date.UTC(2026, 2, 10, 20, 30);

describe('dates in the master\'s zone', () => {
  it('today is the date where the master is, Moscow by default', () => {
    expect(DEFAULT_TIMEZONE).toBe('Europe/Moscow');
    expect(todayIn(undefined, NOW)).toBe('2026-03-10');
    expect(todayIn(null, NOW)).toBe('2026-03-10');
    expect(todayIn('Asia/Novosibirsk', NOW)).toBe('2026-03-11');
    expect(nowIn('Europe/Moscow', NOW).format('HH:mm')).toBe('23:30');
  });

  it('a booking is past once it has begun in the master\'s zone, whatever the browser\'s zone', () => {
    expect(isPastBooking('2026-03-10', '23:30', 'Europe/Moscow', NOW)).toBe(true);
    expect(isPastBooking('2026-03-10', '23:45:00', 'Europe/Moscow', NOW)).toBe(false);
    // 23:45 in Moscow has not begun; the same wall clock in Novosibirsk began hours ago.
    expect(isPastBooking('2026-03-10', '23:45', 'Asia/Novosibirsk', NOW)).toBe(true);
    expect(isPastBooking('2026-03-11', '03:00', 'Asia/Novosibirsk', NOW)).toBe(true);
    expect(isPastBooking('2026-03-11', '04:00', 'Asia/Novosibirsk', NOW)).toBe(false);
  });

  it('an unreadable date or time is not past', () => {
    expect(isPastBooking('10.03.2026', '10:00', null, NOW)).toBe(false);
    expect(isPastBooking('2026-03-10', '', null, NOW)).toBe(false);
  });

  it('dayjs speaks Russian', () => {
    expect(dayjs('2026-05-10').format('D MMMM')).toBe('10 мая');
  });
});
