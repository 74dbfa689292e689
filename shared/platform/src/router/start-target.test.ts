// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { followStartTarget } from './start-target';

describe("following a bot button's start parameter at launch", () => {
  beforeEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('opens the time step of a freed date, and tells the routers', () => {
    const heard = vi.fn();
    window.addEventListener('popstate', heard);
    followStartTarget('slots_1_1_2_4-5_20261201');
    window.removeEventListener('popstate', heard);
    expect(window.location.pathname + window.location.search).toBe('/booking/business/1/place/1/worker/2/services/4,5/timeslots?date=2026-12-01');
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it("opens a master's day and 'Мои записи'", () => {
    followStartTarget('day_20261231');
    expect(window.location.pathname + window.location.search).toBe('/bookings?date=2026-12-31');
    window.history.replaceState(null, '', '/');
    followStartTarget('bookings');
    expect(window.location.pathname).toBe('/bookings');
  });

  it('follows once per tab: back on the start page the user stays there', () => {
    followStartTarget('bookings');
    window.history.replaceState(null, '', '/');
    followStartTarget('bookings');
    expect(window.location.pathname).toBe('/');
  });

  it('leaves invites, debug, garbage and deeper pages alone', () => {
    for (const param of ['3f2c1a9e-8b7d-4c6e-9f01-23456789abcd', 'debug', 'slots_1_1_2_4_20261301', '', null]) {
      followStartTarget(param);
      expect(window.location.pathname).toBe('/');
    }
    window.history.replaceState(null, '', '/place/1');
    followStartTarget('bookings');
    expect(window.location.pathname).toBe('/place/1');
  });
});
