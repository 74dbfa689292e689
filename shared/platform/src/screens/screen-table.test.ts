import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router-dom';
import { SCREENS, screens } from './screens';
import { areaDependsOnUser, areaForPath, isPublicPath, screenAt, screensOf } from './screen-table';
import { matchesRoute, pageChunkOf, parseIds } from './screen.lib';

describe('route table of spec section 2', () => {
  it.each([
    ['/', 'client'],
    ['/place/1', 'client'],
    ['/place', 'client'],
    ['/worker/1/7', 'client'],
    ['/welcome/1/1', 'client'],
    ['/business/1', 'client'],
    ['/appointment/1/1', 'client'],
    ['/booking/business/1/place', 'client'],
    ['/booking/business/1/place/2/worker', 'client'],
    ['/booking/business/1/place/2/worker/3/service', 'client'],
    ['/booking/business/1/place/2/worker/3/service/4/timeslots', 'client'],
    ['/booking/business/1/place/2/worker/3/services/4,5/timeslots', 'client'],
    ['/booking/business/1/place/2/worker/3/services/4,5/timeslots/9/success', 'client'],
    ['/service', 'master'],
    ['/service/create', 'master'],
    ['/service/5/edit', 'master'],
    ['/privacy', 'client'],
    ['/terms', 'client'],
    ['/schedule', 'master'],
    ['/profile', 'master'],
    ['/worker/7/service', 'master'],
    ['/worker/7/service/create', 'master'],
    ['/worker/7/service/5/edit', 'master'],
    ['/worker/7/bookings', 'master'],
    ['/worker/7/schedule', 'master'],
    ['/worker/7/profile', 'master'],
    ['/welcome/master', 'master'],
    ['/subscription/plans', 'plans'],
  ])('%s is served by the %s area', (path, area) => {
    expect(areaForPath(path)).toBe(area);
  });

  it('the unprefixed /bookings is "Мои записи" (client) for a user who is not a master, the day view for a master', () => {
    expect(areaForPath('/bookings', false)).toBe('client');
    expect(areaForPath('/bookings/', false)).toBe('client');
    expect(areaForPath('/bookings', true)).toBe('master');
    expect(areaForPath('/bookings')).toBe('client');
    expect(screenAt('/bookings', true)?.screen).toBe(screens.masterBookings);
    expect(screenAt('/bookings')?.screen).toBe(screens.myBookings);
    // Only that exact path depends on the user: the prefixed day view is always the cabinet.
    expect(areaDependsOnUser('/bookings')).toBe(true);
    expect(areaDependsOnUser('/worker/7/bookings')).toBe(false);
    expect(areaDependsOnUser('/schedule')).toBe(false);
    expect(areaForPath('/worker/7/bookings', false)).toBe('master');
    expect(areaForPath('/schedule', false)).toBe('master');
    expect(areaForPath('/', true)).toBe('client');
  });

  it('only the legal pages open without launch data', () => {
    expect(isPublicPath('/privacy')).toBe(true);
    expect(isPublicPath('/terms/')).toBe(true);
    expect(isPublicPath('/')).toBe(false);
    expect(isPublicPath('/bookings')).toBe(false);
  });

  it.each(['/nope', '/place/1/extra', '/subscription', '/worker/7'])('%s has no area (not found)', (path) => {
    expect(areaForPath(path)).toBeNull();
  });

  it("matches a path exactly when the remotes' react-router does", () => {
    const patterns = SCREENS.flatMap((s) => s.patterns);
    const paths = ['/', '/place/1/', '/PLACE/1', '/place/1/extra', '/worker/7', '/worker/7/Service', '/booking/business/1/place/2/worker/3/services/4,5/timeslots',
      '/subscription/plans/', '/welcome/master', '/welcome/1/2', '/service/create', '/service/x/edit', '/nope', '/place/%D0%B0'];
    for (const pattern of patterns) {
      for (const path of paths) {
        expect(matchesRoute(pattern, path), `${pattern} vs ${path}`).toBe(matchPath({ path: pattern, end: true }, path) !== null);
      }
    }
  });
});

describe('screen descriptors', () => {
  it('each is found under its own name, and each area has its screens in table order', () => {
    for (const screen of SCREENS) expect(screens[screen.name as keyof typeof screens]).toBe(screen);
    expect(screensOf('plans')).toEqual([screens.plans]);
    expect(screensOf('client')[0]).toBe(screens.home);
  });

  it('name the chunk of each page: kebab-case, except the pages in an entry', () => {
    expect(pageChunkOf(screens.masterServiceEditor)).toBe('page-master-service-editor');
    expect(pageChunkOf(screens.place)).toBe('page-place');
    expect(SCREENS.filter((s) => pageChunkOf(s) === null)).toEqual([screens.plans, screens.home]);
  });

  it('give their data ids, or nothing for a path whose params are not ids', () => {
    expect(parseIds({ placeId: '12' })).toEqual({ placeId: 12 });
    expect(parseIds({ workerId: '4', serviceIds: '9,10' })).toEqual({ workerId: 4, serviceIds: [9, 10] });
    const bad: Record<string, string>[] = [{ placeId: '0' }, { placeId: 'x' }, { placeId: '..%2Fusers' }, { serviceIds: '9,x' }, { serviceIds: '' }];
    for (const params of bad) expect(parseIds(params)).toBeNull();
  });
});
