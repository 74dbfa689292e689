import { afterEach, describe, expect, it, vi } from 'vitest';

// The page's routing table: the shell sets it from the areas' screens files; until then nothing routes.

afterEach(() => vi.resetModules());
const fresh = () => import('./routing-table');

const client = [
  { name: 'home', patterns: ['/'] },
  { name: 'worker', patterns: ['/worker/:placeId/:workerId'] },
  { name: 'myBookings', patterns: ['/bookings'], notForMasters: true },
  { name: 'legal', patterns: ['/privacy', '/terms'], public: true },
];
const master = [{ name: 'masterBookings', patterns: ['/bookings', '/worker/:workerId/bookings'] }];

describe('the routing table', () => {
  it('routes nothing before the shell sets it, then routes every area by the ranking; waiters and subscribers hear it once', async () => {
    const table = await fresh();
    expect(table.routingTable()).toBeNull();
    expect(table.areaForPath('/')).toBeNull();
    const heard = vi.fn();
    table.subscribeRoutingTable(heard);
    const known = table.whenRoutingTable();
    table.setRoutingTable({ client, master });
    await expect(known).resolves.toEqual({ client, master });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(table.areaForPath('/')).toBe('client');
    expect(table.areaForPath('/worker/7/bookings')).toBe('master');
    expect(table.areaForPath('/worker/1/7')).toBe('client');
    expect(table.areaForPath('/nope')).toBeNull();
    expect(table.screenAt('/worker/1/7')).toMatchObject({ area: 'client', screen: { name: 'worker' }, params: { placeId: '1', workerId: '7' } });
  });

  it('/bookings depends on who the user is; only the legal pages open without launch data', async () => {
    const table = await fresh();
    table.setRoutingTable({ client, master });
    expect(table.areaDependsOnUser('/bookings')).toBe(true);
    expect(table.areaDependsOnUser('/worker/7/bookings')).toBe(false);
    expect(table.areaForPath('/bookings')).toBe('client');
    expect(table.areaForPath('/bookings', true)).toBe('master');
    expect(table.isPublicPath('/privacy')).toBe(true);
    expect(table.isPublicPath('/terms/')).toBe(true);
    expect(table.isPublicPath('/')).toBe(false);
    expect(table.isPublicPath('/bookings')).toBe(false);
  });

  it("an area's own table, as a remote opened on its own page routes", async () => {
    const table = await fresh();
    const own = table.routeTableOf({ area: 'client', screens: [{ name: 'legal', patterns: ['/privacy'], public: true, data: () => [] }] });
    expect(own).toEqual({ client: [{ name: 'legal', patterns: ['/privacy'], public: true }] });
  });
});
