// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

// A cold cabinet page: its code starts loading when the area's code runs, not after React has
// rendered the route (one request less in a row on the cold start).

const loaded = { bookings: 0, schedule: 0 };

async function openAt(pathname: string) {
  window.history.replaceState(null, '', pathname);
  loaded.bookings = 0;
  loaded.schedule = 0;
  vi.resetModules();
  vi.doMock('../pages/bookings/bookings.page', () => {
    loaded.bookings += 1;
    return { default: () => null };
  });
  vi.doMock('../pages/schedule/schedule.page', () => {
    loaded.schedule += 1;
    return { default: () => null };
  });
  await import('./routes');
  // A turn of the event loop: a page import the evaluation started has run its (mocked) module by
  // then, so a page that was not loaded by then was not asked for.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the cabinet page the area opens at', () => {
  it('starts loading as soon as the area\'s routes are evaluated, with or without the worker id, standalone too', async () => {
    await openAt('/worker/7/schedule');
    expect(loaded).toEqual({ bookings: 0, schedule: 1 });
    await openAt('/bookings');
    expect(loaded).toEqual({ bookings: 1, schedule: 0 });
    await openAt('/remotes/master/worker/7/bookings');
    expect(loaded).toEqual({ bookings: 1, schedule: 0 });
  });
});
