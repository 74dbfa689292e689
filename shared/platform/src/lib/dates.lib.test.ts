import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMEZONE, dayjs, nowIn, todayIn, wallClockIn } from './dates.lib';

// 2026-03-10 20:30 UTC: 23:30 in Moscow (UTC+3), 03:30 next day in Novosibirsk (UTC+7).
const NOW = Date.UTC(2026, 2, 10, 20, 30);
/** Whether a wall-clock start in `tz` has come by NOW (how the client tells a past booking without the server's instant). */
const begun = (date: string, time: string, tz: string | null) => {
  const start = wallClockIn(date, time, tz);
  return start !== null && start.valueOf() <= NOW;
};

describe('dates in the master\'s zone', () => {
  it('today is the date where the master is, Moscow by default', () => {
    expect(DEFAULT_TIMEZONE).toBe('Europe/Moscow');
    expect(todayIn(undefined, NOW)).toBe('2026-03-10');
    expect(todayIn(null, NOW)).toBe('2026-03-10');
    expect(todayIn('Asia/Novosibirsk', NOW)).toBe('2026-03-11');
    expect(nowIn('Europe/Moscow', NOW).format('HH:mm')).toBe('23:30');
  });

  it('a booking is past once it has begun in the master\'s zone, whatever the browser\'s zone', () => {
    expect(begun('2026-03-10', '23:30', 'Europe/Moscow')).toBe(true);
    expect(begun('2026-03-10', '23:45:00', 'Europe/Moscow')).toBe(false);
    // 23:45 in Moscow has not begun; the same wall clock in Novosibirsk began hours ago.
    expect(begun('2026-03-10', '23:45', 'Asia/Novosibirsk')).toBe(true);
    expect(begun('2026-03-11', '03:00', 'Asia/Novosibirsk')).toBe(true);
    expect(begun('2026-03-11', '04:00', 'Asia/Novosibirsk')).toBe(false);
  });

  it('an unreadable date or time is not past', () => {
    expect(begun('10.03.2026', '10:00', null)).toBe(false);
    expect(begun('2026-03-10', '', null)).toBe(false);
  });

  it('dayjs speaks Russian', () => {
    expect(dayjs('2026-05-10').format('D MMMM')).toBe('10 мая');
  });

  it('agrees with dayjs\'s timezone plugin on wall clocks and dates, across DST changes and odd offsets', () => {
    const zones = ['Europe/Moscow', 'Europe/Berlin', 'America/New_York', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Asia/Kolkata'];
    // Every 7 hours 13 minutes over two years: both DST changes of each year, at many times of day.
    for (let at = Date.UTC(2025, 0, 1); at < Date.UTC(2027, 0, 1); at += (13 * 60 + 13) * 60_000) {
      for (const tz of zones) {
        const wall = dayjs(at).tz(tz);
        expect(todayIn(tz, at)).toBe(wall.format('YYYY-MM-DD'));
        const moment = wallClockIn(wall.format('YYYY-MM-DD'), wall.format('HH:mm:ss'), tz);
        expect(moment?.valueOf()).toBe(Math.floor(at / 1000) * 1000);
      }
    }
  });

  it('a wall clock that does not exist or an unknown zone is unreadable, not rolled over', () => {
    expect(wallClockIn('2026-02-30', '10:00', 'Europe/Moscow')).toBeNull();
    expect(wallClockIn('2026-03-10', '24:10', 'Europe/Moscow')).toBeNull();
    expect(wallClockIn('2026-03-10', '10:00', 'Mars/Olympus_Mons')).toBeNull();
    expect(begun('2026-03-10', '10:00', 'Mars/Olympus_Mons')).toBe(false);
  });
});
