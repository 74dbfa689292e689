import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { dependsOnUser, matchRoute, type RoutingTable, type ScreenEntry } from '@booking/contracts/routing';
import { parseScreensFile } from '@booking/contracts/routing/schema';
import { ROOT } from '../support/product.mjs';

// The route table (docs/product.md, Screens and routes) as the product routes it: each area's screens as its build
// published them (dist/screens.json beside its manifest), ranked as the shell and the server rank them.

const table: RoutingTable<ScreenEntry> = Object.fromEntries(
  (['client', 'master', 'plans'] as const).map((area) => [area, parseScreensFile(JSON.parse(readFileSync(path.join(ROOT, `remote-${area}`, 'dist', 'screens.json'), 'utf8'))).screens]),
);
const areaOf = (pathname: string, isMaster = false) => matchRoute(table, pathname, isMaster)?.area ?? null;

describe('the route table (docs/product.md, Screens and routes), from the published screens files', () => {
  it('sends each path to its area', () => {
    const cases: [string, string][] = [
      ['/', 'client'], ['/place/1', 'client'], ['/place', 'client'], ['/worker/1/7', 'client'], ['/welcome/1/1', 'client'], ['/welcome/3', 'client'],
      ['/business/1', 'client'], ['/appointment/1/1', 'client'], ['/booking/business/1/place', 'client'], ['/booking/business/1/place/2/worker', 'client'],
      ['/booking/business/1/place/2/worker/3/service', 'client'], ['/booking/business/1/place/2/worker/3/service/4/timeslots', 'client'],
      ['/booking/business/1/place/2/worker/3/services/4,5/timeslots', 'client'], ['/booking/business/1/place/2/worker/3/services/4,5/timeslots/9/success', 'client'],
      ['/privacy', 'client'], ['/terms', 'client'],
      ['/service', 'master'], ['/service/create', 'master'], ['/service/5/edit', 'master'], ['/schedule', 'master'], ['/profile', 'master'],
      ['/worker/7/service', 'master'], ['/worker/7/service/create', 'master'], ['/worker/7/service/5/edit', 'master'], ['/worker/7/bookings', 'master'],
      ['/worker/7/schedule', 'master'], ['/worker/7/profile', 'master'], ['/welcome/master', 'master'],
      ['/subscription/plans', 'plans'],
    ];
    for (const [pathname, area] of cases) assert.equal(areaOf(pathname), area, pathname);
  });

  it('the unprefixed /bookings is "Мои записи" (client) for a user who is not a master, the day view for a master; only it depends on the user', () => {
    assert.equal(areaOf('/bookings'), 'client');
    assert.equal(areaOf('/bookings/'), 'client');
    assert.equal(areaOf('/bookings', true), 'master');
    assert.equal(matchRoute(table, '/bookings', true)?.screen.name, 'masterBookings');
    assert.equal(matchRoute(table, '/bookings')?.screen.name, 'myBookings');
    assert.equal(dependsOnUser(table, '/bookings'), true);
    for (const pathname of ['/worker/7/bookings', '/schedule', '/']) assert.equal(dependsOnUser(table, pathname), false, pathname);
    assert.equal(areaOf('/', true), 'client');
  });

  it('only the legal pages open without launch data; other paths are not found', () => {
    const isPublic = (pathname: string) => matchRoute(table, pathname)?.screen.public === true;
    assert.deepEqual(['/privacy', '/terms/', '/', '/bookings'].map(isPublic), [true, true, false, false]);
    for (const pathname of ['/nope', '/place/1/extra', '/subscription', '/worker/7']) assert.equal(areaOf(pathname), null, pathname);
  });

  it("name each page's chunk; Home and the plans are in their areas' entries", () => {
    assert.equal(matchRoute(table, '/place/3')?.screen.page, 'page-place');
    assert.equal(matchRoute(table, '/worker/7/schedule')?.screen.page, 'page-master-schedule');
    assert.equal(matchRoute(table, '/')?.screen.page, null);
    assert.equal(matchRoute(table, '/subscription/plans')?.screen.page, null);
  });
});
