import { describe, expect, it } from 'vitest';
import { parseIdList, readTimeslotsState, resolveServiceIds } from './route-selection.lib';

describe('services of the time step', () => {
  it('parses a comma list of ids', () => {
    expect(parseIdList('3,5')).toEqual([3, 5]);
    expect(parseIdList('3,x,,3,-1')).toEqual([3]);
    expect(parseIdList(undefined)).toEqual([]);
  });

  it('prefers navigation state, then the route list, then the stored selection that starts with the route id', () => {
    expect(resolveServiceIds({ stateIds: [1, 3], serviceId: '1', stored: [] })).toEqual([1, 3]);
    expect(resolveServiceIds({ serviceIds: '2,4', stored: [9] })).toEqual([2, 4]);
    expect(resolveServiceIds({ serviceId: '1', stored: [1, 3] })).toEqual([1, 3]);
    expect(resolveServiceIds({ serviceId: '1', stored: [3, 1] })).toEqual([1]);
    expect(resolveServiceIds({ serviceId: 'abc', stored: [1] })).toEqual([]);
  });

  it('reads only a real state', () => {
    expect(readTimeslotsState({ date: '2026-03-11', selectedServiceIds: [1, '3'] })).toEqual({ date: '2026-03-11', selectedServiceIds: [1, 3] });
    expect(readTimeslotsState({ date: 'tomorrow', selectedServiceIds: 'x' })).toEqual({});
    expect(readTimeslotsState(null)).toEqual({});
  });
});
