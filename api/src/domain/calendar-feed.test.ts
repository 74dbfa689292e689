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
