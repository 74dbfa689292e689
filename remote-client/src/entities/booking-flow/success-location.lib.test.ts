// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { bookingIdFromSearch, readSuccessState, successLocation } from './success-location.lib';

const state = { date: '2026-03-11', time_start: '10:00:00', selectedServiceIds: [1, 3], bookingId: 42 };

describe('success location', () => {
  it('puts the booking id in the query and the rest in state', () => {
    const { to, state: s } = successLocation({ businessId: '1', placeId: '1', workerId: '1', timeslotId: 7 }, state);
    expect(to.pathname).toBe('/booking/business/1/place/1/worker/1/services/1,3/timeslots/7/success');
    expect(to.search).toBe('?booking=42');
    expect(bookingIdFromSearch(to.search)).toBe(42);
    expect(s).toEqual(state);
  });

  it('reads only real ids and real states', () => {
    expect(bookingIdFromSearch('')).toBeNull();
    expect(bookingIdFromSearch('?booking=abc')).toBeNull();
    expect(bookingIdFromSearch('?booking=-1')).toBeNull();
    expect(readSuccessState(state)).toEqual(state);
    expect(readSuccessState(null)).toBeNull();
    expect(readSuccessState({ ...state, bookingId: '42' })).toBeNull();
    expect(readSuccessState({ ...state, selectedServiceIds: 'x' })).toBeNull();
  });
});
