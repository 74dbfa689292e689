import { describe, expect, it } from 'vitest';
import { areaForPath, clientRoutes, masterRoutes, matchesRoute } from './area-routes';
import { DEFAULT_PLACE_ID, DEFAULT_WORKER_ID, clientPaths, masterPaths, plansPaths } from './paths';

describe('path builders', () => {
  it('every client path matches its own route pattern and is served by the client area', () => {
    const built: [string, string][] = [
      [clientRoutes.home, clientPaths.home()],
      [clientRoutes.workerWelcome, clientPaths.workerWelcome(3, 7)],
      [clientRoutes.business, clientPaths.business(2)],
      [clientRoutes.place, clientPaths.place(5)],
      [clientRoutes.worker, clientPaths.worker(5, 7)],
      [clientRoutes.appointment, clientPaths.appointment(5, 7)],
      [clientRoutes.choosePlace, clientPaths.choosePlace(2)],
      [clientRoutes.chooseWorker, clientPaths.chooseWorker(2, 5)],
      [clientRoutes.chooseServices, clientPaths.chooseServices(2, 5, 7)],
      [clientRoutes.timeslotsOne, clientPaths.timeslotsOne(2, 5, 7, 11)],
      [clientRoutes.timeslotsMany, clientPaths.timeslotsMany(2, 5, 7, [11, 12])],
      [clientRoutes.success, clientPaths.success(2, 5, 7, [11, 12], 99)],
      [clientRoutes.myBookings, clientPaths.myBookings()],
      [clientRoutes.privacy, clientPaths.privacy()],
      [clientRoutes.terms, clientPaths.terms()],
    ];
    for (const [pattern, path] of built) {
      expect(matchesRoute(pattern, path), `${path} ~ ${pattern}`).toBe(true);
      expect(areaForPath(path), path).toBe('client');
    }
    expect(clientPaths.success(2, 5, 7, [11, 12], 99)).toBe('/booking/business/2/place/5/worker/7/services/11,12/timeslots/99/success');
  });

  it('the place page defaults to place 1; defaults are named constants', () => {
    expect(DEFAULT_PLACE_ID).toBe(1);
    expect(DEFAULT_WORKER_ID).toBe(1);
    expect(clientPaths.place()).toBe('/place/1');
  });

  it('every master path, with and without the worker prefix, is served by the master area', () => {
    const builders = [masterPaths.services, masterPaths.serviceCreate, masterPaths.bookings, masterPaths.schedule, masterPaths.profile];
    const built = [
      ...builders.flatMap((b) => [b(), b(7)]),
      masterPaths.serviceEdit(4),
      masterPaths.serviceEdit(4, 7),
      masterPaths.welcome(),
    ];
    for (const path of built) {
      expect(areaForPath(path, true), path).toBe('master');
      expect([masterRoutes.welcome, ...masterRoutes.prefixed, ...masterRoutes.unprefixed].some((p) => matchesRoute(p, path)), path).toBe(true);
    }
    expect(masterPaths.serviceEdit(4, 7)).toBe('/worker/7/service/4/edit');
    expect(masterPaths.schedule()).toBe('/schedule');
    expect(areaForPath(plansPaths.plans())).toBe('plans');
  });

  it('a missing id or an empty service list is an error, not a broken URL', () => {
    expect(() => clientPaths.worker('', 7)).toThrow(/missing placeId/);
    expect(() => clientPaths.timeslotsMany(1, 1, 1, [])).toThrow(/service id/);
  });

  it('an id is encoded, so it cannot add segments', () => {
    expect(clientPaths.business('1/2')).toBe('/business/1%2F2');
  });
});
