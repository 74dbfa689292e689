import { describe, expect, it } from 'vitest';
import { decodeStartParam, encodeStartParam, inviteUrl, startAppUrl, startTargetPath, type StartTarget } from './start-param.lib';

describe('deep links into the app (startapp)', () => {
  const targets: StartTarget[] = [
    { kind: 'home' },
    { kind: 'bookings' },
    { kind: 'day', date: '2026-12-01' },
    { kind: 'slots', businessId: 1, placeId: 2, workerId: 3, serviceIds: [4], date: '2026-12-31' },
    { kind: 'slots', businessId: 1, placeId: 1, workerId: 2, serviceIds: [4, 5], date: '2027-01-02' },
    { kind: 'move', bookingId: 42 },
    { kind: 'services', businessId: 1, placeId: 2, workerId: 3 },
    { kind: 'plans' },
  ];

  it('round-trips every target through a parameter Telegram accepts', () => {
    for (const target of targets) {
      const param = encodeStartParam(target);
      expect(param).toMatch(/^[A-Za-z0-9_-]{1,512}$/);
      expect(decodeStartParam(param)).toEqual(target);
    }
  });

  it('names the screens (docs/product.md, Screens and routes)', () => {
    expect(targets.map(startTargetPath)).toEqual([
      '/',
      '/bookings',
      '/bookings?date=2026-12-01',
      '/booking/business/1/place/2/worker/3/service/4/timeslots?date=2026-12-31',
      '/booking/business/1/place/1/worker/2/services/4,5/timeslots?date=2027-01-02',
      '/booking/42/move',
      '/booking/business/1/place/2/worker/3/service',
      '/subscription/plans',
    ]);
    expect(startAppUrl('my_bot', { kind: 'services', businessId: 1, placeId: 2, workerId: 3 })).toBe('https://t.me/my_bot?startapp=book_1_2_3');
    expect(inviteUrl('@my_bot', '5a3c1d2e-0000-4000-8000-000000000000')).toBe('https://t.me/my_bot?startapp=5a3c1d2e-0000-4000-8000-000000000000');
    expect(() => inviteUrl('my_bot', 'a b')).toThrow();
    expect(startAppUrl('my_bot', { kind: 'move', bookingId: 42 })).toBe('https://t.me/my_bot?startapp=move_42');
    expect(startAppUrl('my_bot', { kind: 'day', date: '2026-12-01' })).toBe('https://t.me/my_bot?startapp=day_20261201');
  });

  it('refuses what is not one of them: an invite uuid, debug, impossible dates, bad ids', () => {
    for (const param of [null, '', 'debug', '5a3c1d2e-0000-4000-8000-000000000000', 'day_20260230', 'day_2026121', 'slots_1_1_0_4_20261201', 'slots_1_1_2__20261201', 'slots_1_1_2_4', 'move_0', 'move_', 'move_1_2', 'move_abc', 'book_1_2', 'book_1_2_0', 'book_1_2_3_4', 'x'.repeat(513)]) {
      expect(decodeStartParam(param), String(param)).toBeNull();
    }
  });
});
