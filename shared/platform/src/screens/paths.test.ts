import { describe, expect, it } from 'vitest';
import { SCREENS, screens } from './screens';
import { pathTo } from './paths';
import { screenAt } from './screen-table';
import type { Screen } from './screen.lib';

/** Sample params for a pattern: an id per param, two for a list. */
function sampleParams(pattern: string): Record<string, number | number[]> {
  const names = pattern.split('/').filter((s) => s.startsWith(':')).map((s) => s.slice(1));
  return Object.fromEntries(names.map((name, i) => [name, name.endsWith('Ids') ? [10 + i, 20 + i] : 10 + i]));
}

describe('pathTo', () => {
  it('builds, for every pattern of every screen, a path that the route table gives back to that screen', () => {
    for (const screen of SCREENS as Screen<string, string>[]) {
      for (const pattern of screen.patterns) {
        const path = pathTo(screen, sampleParams(pattern) as never);
        const isMaster = screen.area === 'master';
        expect(screenAt(path, isMaster)?.screen.name, `${screen.name}: ${path}`).toBe(screen.name);
      }
    }
  });

  it('picks the pattern by the params given: with a worker id the /worker/{id}/... form, a list of ids joined by commas', () => {
    expect(pathTo(screens.masterSchedule, { workerId: 7 })).toBe('/worker/7/schedule');
    expect(pathTo(screens.masterSchedule, { workerId: undefined } as never)).toBe('/schedule');
    expect(pathTo(screens.masterServiceEditor, { serviceId: 4, workerId: 7 })).toBe('/worker/7/service/4/edit');
    expect(pathTo(screens.masterServiceEditor, {})).toBe('/service/create');
    expect(pathTo(screens.bookingSuccess, { businessId: 2, placeId: 5, workerId: 7, serviceIds: [11, 12], timeslotId: 99 })).toBe(
      '/booking/business/2/place/5/worker/7/services/11,12/timeslots/99/success',
    );
    expect(pathTo(screens.home)).toBe('/');
  });

  it('a missing id or an empty list is an error, not a broken URL; an id cannot add segments', () => {
    expect(() => pathTo(screens.worker, { placeId: 5 } as never)).toThrow(/no route with the params placeId/);
    expect(() => pathTo(screens.worker, { placeId: '', workerId: 7 })).toThrow(/empty placeId/);
    expect(() => pathTo(screens.timeslots, { businessId: 1, placeId: 1, workerId: 1, serviceIds: [] })).toThrow(/empty serviceIds/);
    expect(pathTo(screens.businessWelcome, { businessId: '1/2' })).toBe('/business/1%2F2');
  });
});
