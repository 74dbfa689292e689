import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { BookingCreateSchema } from './booking.schema';

describe('booking creation payload', () => {
  const valid = { telegram_id: 100001, place_id: 1, service_ids: [1, 2], timeslot_id: 5, time_start: '10:30:00' };

  it('accepts the booking payload (docs/product.md, Data)', () => {
    expect(v.parse(BookingCreateSchema, valid)).toEqual(valid);
  });

  it('names the field that is wrong', () => {
    const bad = v.safeParse(BookingCreateSchema, { ...valid, time_start: '25:00' });
    expect(bad.success).toBe(false);
    expect(v.getDotPath(bad.issues![0])).toBe('time_start');
    const none = v.safeParse(BookingCreateSchema, { ...valid, service_ids: [] });
    expect(v.getDotPath(none.issues![0])).toBe('service_ids');
  });

  it('refuses unknown fields and non-positive ids', () => {
    expect(v.safeParse(BookingCreateSchema, { ...valid, extra: 1 }).success).toBe(false);
    expect(v.safeParse(BookingCreateSchema, { ...valid, place_id: 0 }).success).toBe(false);
  });
});
