import { describe, expect, it } from 'vitest';
import { pathTo } from './paths';
import { screen } from './screen.lib';

// Screens shaped like the areas' own (their tests check pathTo on every pattern of theirs).
const tabbed = screen({ name: 'schedule', patterns: ['/schedule', '/worker/:workerId/schedule'] });
const editor = screen({ name: 'editor', patterns: ['/service/create', '/worker/:workerId/service/create', '/service/:serviceId/edit', '/worker/:workerId/service/:serviceId/edit'] });
const success = screen({ name: 'success', patterns: ['/booking/business/:businessId/place/:placeId/worker/:workerId/services/:serviceIds/timeslots/:timeslotId/success'] });
const worker = screen({ name: 'worker', patterns: ['/worker/:placeId/:workerId'] });
const business = screen({ name: 'business', patterns: ['/business/:businessId'] });
const home = screen({ name: 'home', patterns: ['/'] });

describe('pathTo', () => {
  it('picks the pattern by the params given: with a worker id the /worker/{id}/... form, a list of ids joined by commas', () => {
    expect(pathTo(tabbed, { workerId: 7 })).toBe('/worker/7/schedule');
    expect(pathTo(tabbed, { workerId: undefined } as never)).toBe('/schedule');
    expect(pathTo(editor, { serviceId: 4, workerId: 7 })).toBe('/worker/7/service/4/edit');
    expect(pathTo(editor, {})).toBe('/service/create');
    expect(pathTo(success, { businessId: 2, placeId: 5, workerId: 7, serviceIds: [11, 12], timeslotId: 99 })).toBe(
      '/booking/business/2/place/5/worker/7/services/11,12/timeslots/99/success',
    );
    expect(pathTo(home)).toBe('/');
  });

  it('a missing id or an empty list is an error, not a broken URL; an id cannot add segments', () => {
    expect(() => pathTo(worker, { placeId: 5 } as never)).toThrow(/no route with the params placeId/);
    expect(() => pathTo(worker, { placeId: '', workerId: 7 })).toThrow(/empty placeId/);
    expect(() => pathTo(success, { businessId: 1, placeId: 1, workerId: 1, serviceIds: [], timeslotId: 1 })).toThrow(/empty serviceIds/);
    expect(pathTo(business, { businessId: '1/2' })).toBe('/business/1%2F2');
  });
});
