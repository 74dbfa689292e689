import { describe, expect, it } from 'vitest';
import { dependsOnUser, earlyRequestsAt, fillEarly, matchRoute } from './routing-table.lib';
import type { RoutingTable, ScreenEntry } from './screens-file';

// The patterns where the areas overlap, as the areas publish them.
const cabinet = (path: string) => [`/${path}`, `/worker/:workerId/${path}`];
const table: RoutingTable<ScreenEntry> = {
  // The client's area first, as a remotes.json may list it: the order of the table does not matter.
  client: [
    { name: 'home', patterns: ['/'], page: null },
    { name: 'workerWelcome', patterns: ['/welcome/:placeId/:workerId', '/welcome/:placeId'], page: 'page-worker-welcome' },
    { name: 'worker', patterns: ['/worker/:placeId/:workerId'], page: 'page-worker' },
    { name: 'myBookings', patterns: ['/bookings'], page: 'page-my-bookings', notForMasters: true },
    { name: 'legal', patterns: ['/privacy', '/terms'], page: 'page-legal', public: true },
  ],
  master: [
    { name: 'masterWelcome', patterns: ['/welcome/master'], page: 'page-master-welcome' },
    { name: 'masterBookings', patterns: cabinet('bookings'), page: 'page-master-bookings', early: { '/bookings': [{ path: 'workers/telegram/{telegramId}' }] } },
    { name: 'masterSchedule', patterns: cabinet('schedule'), page: 'page-master-schedule' },
  ],
  plans: [{ name: 'plans', patterns: ['/subscription/plans'], page: null }],
};
const at = (path: string, isMaster = false) => {
  const m = matchRoute(table, path, isMaster);
  return m && `${m.area} ${m.screen.name}`;
};

describe('the ranking between areas', () => {
  it('more written-out segments win: the cabinet over the client\'s worker page, the master welcome over the worker welcome', () => {
    expect(at('/worker/7/schedule')).toBe('master masterSchedule');
    expect(at('/worker/7/bookings')).toBe('master masterBookings');
    expect(at('/worker/1/7')).toBe('client worker');
    expect(at('/welcome/master')).toBe('master masterWelcome');
    expect(at('/welcome/3')).toBe('client workerWelcome');
    expect(at('/welcome/3/4')).toBe('client workerWelcome');
    // Whatever the area: a client pattern more specific than a master's wins over the area order.
    const specific: RoutingTable = { master: [{ name: 'any', patterns: ['/x/:a/:b'] }], client: [{ name: 'special', patterns: ['/x/:a/special'] }] };
    expect(matchRoute(specific, '/x/1/special')?.area).toBe('client');
    expect(matchRoute(specific, '/x/1/2')?.area).toBe('master');
  });

  it('between equally specific patterns, the area order: master, plans, client', () => {
    const tie: RoutingTable = { client: [{ name: 'a', patterns: ['/x/:id'] }], plans: [{ name: 'b', patterns: ['/x/:other'] }] };
    expect(matchRoute(tie, '/x/1')).toMatchObject({ area: 'plans', screen: { name: 'b' }, params: { other: '1' } });
    const within: RoutingTable = { client: [{ name: 'first', patterns: ['/y/:a'] }, { name: 'second', patterns: ['/y/:b'] }] };
    expect(matchRoute(within, '/y/1')?.screen.name).toBe('first');
  });

  it('/bookings: "Мои записи" for anyone who is not a master, the day view for a master; only that path depends on the user', () => {
    expect(at('/bookings')).toBe('client myBookings');
    expect(at('/bookings/', false)).toBe('client myBookings');
    expect(at('/bookings', true)).toBe('master masterBookings');
    expect(at('/worker/7/bookings', false)).toBe('master masterBookings');
    expect(dependsOnUser(table, '/bookings')).toBe(true);
    expect(dependsOnUser(table, '/worker/7/bookings')).toBe(false);
    expect(dependsOnUser(table, '/')).toBe(false);
  });

  it('a path no screen matches, or an area the table does not have yet, is not found', () => {
    expect(at('/nope')).toBeNull();
    expect(at('/worker/7')).toBeNull();
    expect(matchRoute({ client: table.client }, '/subscription/plans')).toBeNull();
    expect(matchRoute({}, '/')).toBeNull();
  });
});

describe("a path's first GETs", () => {
  it('fill the path\'s ids at every depth and leave the user and the answers\' fields to the page', () => {
    const early = [{ path: 'workers/{workerId}/dates?place_id={placeId}', first: true, each: [{ path: 'timeslots/{workerId}/{item}' }] }, { path: 'bookings/telegram_id/{telegramId}' }];
    expect(fillEarly(early, { workerId: '4', placeId: '3' })).toEqual([
      { path: 'workers/4/dates?place_id=3', first: true, each: [{ path: 'timeslots/4/{item}' }] },
      { path: 'bookings/telegram_id/{telegramId}' },
    ]);
  });

  it('are those of the matched pattern, and none when the path\'s params are not ids', () => {
    const place: ScreenEntry = { name: 'place', patterns: ['/place/:placeId', '/place'], page: 'page-place', early: { '/place/:placeId': [{ path: 'places/{placeId}' }], '/place': [{ path: 'places/1' }] } };
    const of = (path: string) => { const m = matchRoute({ client: [place] }, path); return m ? earlyRequestsAt(m) : null; };
    expect(of('/place/12')).toEqual([{ path: 'places/12' }]);
    expect(of('/place')).toEqual([{ path: 'places/1' }]);
    expect(of('/place/0')).toEqual([]);
    expect(of('/place/..%2Fusers')).toEqual([]);
    const services: ScreenEntry = { name: 's', patterns: ['/s/:serviceIds'], page: null, early: { '/s/:serviceIds': [{ path: 'x?ids={serviceIds}' }] } };
    expect(earlyRequestsAt(matchRoute({ client: [services] }, '/s/4,5')!)).toEqual([{ path: 'x?ids=4,5' }]);
  });
});
