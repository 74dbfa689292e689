import { describe, expect, it } from 'vitest';
import { links } from './links';

describe('linked paths', () => {
  it('are built from their declaration: one service or several, a date as ?date=', () => {
    const ids = { businessId: 1, placeId: 2, workerId: 3 };
    expect(links.timeslots({ ...ids, serviceIds: [4] })).toBe('/booking/business/1/place/2/worker/3/service/4/timeslots');
    expect(links.timeslots({ ...ids, serviceIds: [4, 5] }, '2026-12-01')).toBe('/booking/business/1/place/2/worker/3/services/4,5/timeslots?date=2026-12-01');
    expect(links.workerWelcome({ placeId: 3, workerId: 7 })).toBe('/welcome/3/7');
    expect(links.masterDay('2026-12-01')).toBe('/bookings?date=2026-12-01');
    expect(links.plans()).toBe('/subscription/plans');
  });
});
