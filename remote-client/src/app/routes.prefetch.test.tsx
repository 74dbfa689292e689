// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

// A cold page other than Home: its code starts loading when the area's code runs, not after React
// has rendered the route (which would add one more request in a row to the cold start).

const loaded = { place: 0, timeslots: 0 };

async function openAt(pathname: string) {
  window.history.replaceState(null, '', pathname);
  loaded.place = 0;
  loaded.timeslots = 0;
  vi.resetModules();
  // A fresh mock per evaluation: its factory runs when the page's module is imported.
  vi.doMock('../pages/place/place.page', () => {
    loaded.place += 1;
    return { default: () => null };
  });
  vi.doMock('../pages/timeslots/timeslots.page', () => {
    loaded.timeslots += 1;
    return { default: () => null };
  });
  await import('./routes');
  // A turn of the event loop: a page import the evaluation started has run its (mocked) module by
  // then, so a page that was not loaded by then was not asked for.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the page the area opens at', () => {
  it('starts loading as soon as the area\'s routes are evaluated, standalone or in the shell', async () => {
    await openAt('/place/3');
    expect(loaded.place).toBe(1);
    await openAt('/remotes/client/place');
    expect(loaded.place).toBe(1);
    await openAt('/booking/business/1/place/1/worker/2/service/5/timeslots');
    expect(loaded.timeslots).toBe(1);
  });

  it('loads nothing extra for Home, which is in the entry', async () => {
    await openAt('/');
    expect(loaded).toEqual({ place: 0, timeslots: 0 });
  });
});
