import { describe, expect, it } from 'vitest';
import type { schemas } from '@booking/contracts';
import { receiptFromBookings, receiptLines } from './receipt.lib';

const booking = (id: number, services: schemas.Booking['services']): schemas.Booking => ({
  id, status: 'confirmed', place_id: 1, worker: { id: 1, name: 'M', avatar: '' }, services, time: { date: '2026-03-11', time_start: '10:00:00' },
});

describe('booking receipt', () => {
  it('lists services one after another with category names and the total', () => {
    const receipt = receiptFromBookings(
      [booking(5, [{ title: 'Стрижка', price: 2500, slot_duration: 60, category_id: 1 }, { title: 'Окрашивание', price: 4500, slot_duration: 120, category_id: 2 }])],
      5,
    )!;
    const { lines, total } = receiptLines(receipt, [{ id: 1, name: 'Стрижки', worker_id: 1 }, { id: 2, name: 'Окрашивание', worker_id: 1 }]);
    expect(lines.map((l) => [l.start, l.categoryName, l.title])).toEqual([
      ['10:00', 'Стрижки', 'Стрижка'],
      ['11:00', 'Окрашивание', 'Окрашивание'],
    ]);
    expect(total).toBe(7000);
  });

  it('a booking id that is not among the caller’s bookings gives nothing', () => {
    expect(receiptFromBookings([booking(5, [])], 6)).toBeNull();
    expect(receiptFromBookings([{ ...booking(5, []), time: { date: null, time_start: null } }], 5)).toBeNull();
  });
});
