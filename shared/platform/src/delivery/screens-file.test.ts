import { describe, expect, it } from 'vitest';
import { businessQuery } from '../entities/businesses.api';
import { placeQuery } from '../entities/places.api';
import { timeslotsQuery, workerDatesQuery } from '../entities/timetables.api';
import * as ops from '@booking/contracts/ops';
import { userBookingPagesQuery } from '../entities/bookings.api';
import { entityQuery } from '../entities/entity-query.lib';
import { workerByTelegramQuery } from '../entities/workers.api';
import { areaScreens, eachOf, firstOf, inAppOnly, screen, todayOf } from '../screens/screen.lib';
import { screensFileOf } from './screens-file';

// What an area's build publishes (screens.json), derived from its descriptors with placeholder ids.

/** A read like the master area's own (its remote's entities). */
const workerDayBookingsQuery = (id: number, date: string) => entityQuery(['bookings', id, date], ops.listWorkerDayBookings, { id, date });

const area = areaScreens('client', [
  screen({
    name: 'home',
    patterns: ['/'],
    inEntry: true,
    data: (_, { telegramId }) => [eachOf(userBookingPagesQuery(telegramId), (b) => [eachOf(placeQuery(b.place_id), (p) => [businessQuery(p.business_id)])])],
  }),
  screen({
    name: 'placeOrDefault',
    patterns: ['/p/:placeId', '/p'],
    data: ({ placeId = 1 }) => [placeQuery(placeId)],
  }),
  screen({
    name: 'dates',
    patterns: ['/d/:workerId/:serviceIds'],
    data: ({ workerId }) => [firstOf(workerDatesQuery(workerId, false, 3), (date) => [timeslotsQuery(workerId, date, true)])],
  }),
  screen({
    name: 'ownDay',
    patterns: ['/own'],
    data: (_, { telegramId }) => [inAppOnly(eachOf(workerByTelegramQuery(telegramId), (own) => [placeQuery(own.id)]))],
  }),
  screen({
    name: 'masterDay',
    patterns: ['/day'],
    data: (_, { telegramId }) => [eachOf(workerByTelegramQuery(telegramId), (own) => [workerDayBookingsQuery(own.id, todayOf(own.user.timezone))])],
  }),
  screen({ name: 'legal', patterns: ['/privacy'], public: true }),
  screen({ name: 'mine', patterns: ['/mine'], notForMasters: true }),
]);

describe("an area's screens file", () => {
  it('names the area, the build and each screen in order, with its patterns, page chunk and flags', () => {
    const file = screensFileOf(area, '2026.11.23-1');
    expect(file).toMatchObject({ format: 1, area: 'client', version: '2026.11.23-1' });
    expect(file.screens.map(({ name, patterns, page, public: p, notForMasters: n }) => ({ name, patterns, page, p, n }))).toEqual([
      { name: 'home', patterns: ['/'], page: null, p: undefined, n: undefined },
      { name: 'placeOrDefault', patterns: ['/p/:placeId', '/p'], page: 'page-place-or-default', p: undefined, n: undefined },
      { name: 'dates', patterns: ['/d/:workerId/:serviceIds'], page: 'page-dates', p: undefined, n: undefined },
      { name: 'ownDay', patterns: ['/own'], page: 'page-own-day', p: undefined, n: undefined },
      { name: 'masterDay', patterns: ['/day'], page: 'page-master-day', p: undefined, n: undefined },
      { name: 'legal', patterns: ['/privacy'], page: 'page-legal', p: true, n: undefined },
      { name: 'mine', patterns: ['/mine'], page: 'page-mine', p: undefined, n: true },
    ]);
  });

  it("gives each pattern's first reads as early requests: the path's ids, the user and the answers' fields as placeholders", () => {
    const early = Object.fromEntries(screensFileOf(area, '1').screens.map((s) => [s.name, s.early]));
    expect(early.home).toEqual({
      '/': [{ path: 'bookings/telegram_id/{telegramId}?limit=20', each: [{ path: 'places/{place_id}', each: [{ path: 'business/{business_id}' }] }] }],
    });
    // Each pattern its own: without the id, the descriptor's default.
    expect(early.placeOrDefault).toEqual({ '/p/:placeId': [{ path: 'places/{placeId}' }], '/p': [{ path: 'places/1' }] });
    expect(early.dates).toEqual({
      '/d/:workerId/:serviceIds': [{ path: 'workers/{workerId}/dates?place_id=3', first: true, each: [{ path: 'timeslots/{workerId}/{item}?include_expired=true' }] }],
    });
    // Follow-ups only the app can start are left to it; a screen without reads has none.
    expect(early.ownDay).toEqual({ '/own': [{ path: 'workers/telegram/{telegramId}' }] });
    expect(early.legal).toBeUndefined();
    // A master's "today": the zone from a nested field of the answer, Moscow's without one.
    expect(early.masterDay).toEqual({ '/day': [{ path: 'workers/telegram/{telegramId}', each: [{ path: 'workers/{id}/bookings/{today:user.timezone:Europe/Moscow}' }] }] });
  });

  it('refuses a param the server could not fill safely (one named like a field of an answer, or the user)', () => {
    const bad = (pattern: string) => areaScreens('client', [screen({ name: 'x', patterns: [pattern], data: () => [placeQuery(1)] })]);
    expect(() => screensFileOf(bad('/x/:id'), '1')).toThrow(/:id of \/x\/:id/);
    expect(() => screensFileOf(bad('/x/:telegramId'), '1')).toThrow(/:telegramId/);
    expect(() => screensFileOf(bad('/x/:place_id'), '1')).toThrow(/:place_id/);
  });
});
