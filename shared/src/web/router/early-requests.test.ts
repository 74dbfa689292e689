import { describe, expect, it } from 'vitest';
import { earlyRequestsFor, pageChunkFor } from './early-requests';

describe('what the shell page starts for a screen', () => {
  it('Home: the places and the user\'s bookings, then each booking\'s place and business', () => {
    expect(earlyRequestsFor('/')).toEqual([
      { path: 'places' },
      { path: 'bookings/telegram_id/{telegramId}?limit=20', each: [{ path: 'places/{place_id}', each: [{ path: 'business/{business_id}' }] }] },
    ]);
  });

  it('the place page with its id, or place 1; nothing for an id that is not one', () => {
    expect(earlyRequestsFor('/place/12').map((r) => r.path)).toEqual(['places/12', 'workers/places/12', 'services/?place_id=12', 'bookings/telegram_id/{telegramId}/place/12']);
    expect(earlyRequestsFor('/place')[0]).toEqual({ path: 'places/1' });
    expect(earlyRequestsFor('/place/0')).toEqual([]);
    expect(earlyRequestsFor('/place/..%2Fusers')).toEqual([]);
  });

  it('the master\'s cabinet: who the caller is as a master first (the shell decides /bookings by it); the schedule\'s dates with it', () => {
    const own = 'workers/telegram/{telegramId}';
    expect(earlyRequestsFor('/bookings')).toEqual([{ path: own }]);
    expect(earlyRequestsFor('/worker/1/bookings')).toEqual([{ path: own }]);
    expect(earlyRequestsFor('/service/5/edit')).toEqual([{ path: own }]);
    expect(earlyRequestsFor('/schedule')).toEqual([{ path: own, each: [{ path: 'workers/{id}/dates?include_expired=true' }] }]);
    expect(earlyRequestsFor('/worker/7/schedule')).toEqual([{ path: own }, { path: 'workers/7/dates?include_expired=true' }]);
    expect(earlyRequestsFor('/worker/x/schedule')).toEqual([]);
    // The client's worker page (same shape as a prefixed cabinet path) starts nothing.
    expect(earlyRequestsFor('/worker/1/7')).toEqual([]);
  });

  it('a master\'s welcome page and the service step, with their ids', () => {
    expect(earlyRequestsFor('/welcome/7/13').map((r) => r.path)).toEqual(['workers/13', 'workers/13/places']);
    expect(earlyRequestsFor('/booking/business/2/place/3/worker/4/service').map((r) => r.path)).toEqual(['services/?worker_id=4&place_id=3', 'services/categories/4']);
    expect(earlyRequestsFor('/welcome/master')).toEqual([]);
    expect(earlyRequestsFor('/booking/business/2/place/x/worker/4/service')).toEqual([]);
    const timeStep = ['workers/4', 'services/?worker_id=4&place_id=3', 'services/categories/4', 'workers/4/dates?place_id=3'];
    expect(earlyRequestsFor('/booking/business/2/place/3/worker/4/service/9/timeslots').map((r) => r.path)).toEqual(timeStep);
    // Several services: the ids list is not checked as one id (the page reads it), the rest is.
    expect(earlyRequestsFor('/booking/business/2/place/3/worker/4/services/9,10/timeslots').map((r) => r.path)).toEqual(timeStep);
    expect(earlyRequestsFor('/booking/business/2/place/3/worker/4/services/9,x/timeslots')).toEqual([]);
    // The first of the master's dates leads to that day's slots.
    expect(earlyRequestsFor('/booking/business/2/place/3/worker/4/service/9/timeslots')[3]).toEqual({
      path: 'workers/4/dates?place_id=3', first: true, each: [{ path: 'timeslots/4/{item}?include_expired=true' }],
    });
  });

  it('names the chunk of each page other than Home; cabinet paths come before the client worker page', () => {
    expect(pageChunkFor('/')).toBeNull();
    expect(pageChunkFor('/place/3')).toBe('page-place');
    expect(pageChunkFor('/booking/business/1/place/1/worker/2/services/4,5/timeslots')).toBe('page-timeslots');
    expect(pageChunkFor('/worker/7/schedule')).toBe('page-master-schedule');
    expect(pageChunkFor('/schedule')).toBe('page-master-schedule');
  });
});
