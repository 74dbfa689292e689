import { describe, expect, it } from 'vitest';
import { masterFeed, masterFeedPlain, type CalendarBooking } from './calendar-feed';

const booking = (id: number, over: Partial<CalendarBooking> = {}): CalendarBooking => ({
  id, status: id % 4 ? 'confirmed' : 'cancelled', date: `2026-12-${String(1 + (id % 28)).padStart(2, '0')}`, time_start: '10:00', time_end: '10:30',
  revision: id % 3, changed_at: '2026-11-20T08:00:00Z', client: `Клиентка с очень длинным именем, чтобы строки складывались ${id}`,
  master: 'Мария', services: ['Мужская стрижка', 'Окрашивание; в один тон, с уходом'], total: 4500, place_name: 'Лайм', place_address: 'Москва, Тверская ул., 12',
  ...over,
});

describe('the master’s feed written from kept event texts', () => {
  it('is byte for byte what ical-generator writes whole, before and after events change', () => {
    const settings = { timezone: 'Asia/Yekaterinburg', bot: 'lime_booking_bot' };
    const bookings = Array.from({ length: 40 }, (_, i) => booking(i + 1));
    expect(masterFeed('Мария', bookings, settings)).toBe(masterFeedPlain('Мария', bookings, settings));
    const changed = bookings.map((b) => (b.id === 7 ? { ...b, revision: 5, status: 'cancelled' } : b));
    expect(masterFeed('Мария', changed, settings)).toBe(masterFeedPlain('Мария', changed, settings));
    expect(masterFeed('Мария', [], settings)).toBe(masterFeedPlain('Мария', [], settings));
    expect(masterFeed('Мария', changed, settings)).toContain('TZID=Asia/Yekaterinburg');
  });
});

describe('the feed’s name', () => {
  it('keeps a title with line breaks on one escaped line, so it adds no events and ends nothing', () => {
    const settings = { timezone: 'Europe/Moscow', bot: 'lime_booking_bot' };
    const hostile = 'Мастер\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Fake; a, b\\';
    const feed = masterFeed(hostile, [booking(1)], settings);
    const lines = feed.replaceAll('\r\n ', '').split('\r\n');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('SUMMARY:Fake'))).toHaveLength(0);
    const name = lines.find((l) => l.startsWith('X-WR-CALNAME:'));
    expect(name).toContain('Мастер\\nEND:VEVENT\\nBEGIN:VEVENT\\nSUMMARY:Fake\\; a\\, b\\\\');
  });
});
