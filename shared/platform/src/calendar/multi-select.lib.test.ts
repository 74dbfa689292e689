import { describe, expect, it } from 'vitest';
import { MULTI_SELECT_IDLE, multiSelectReducer as reduce, type MultiSelectState } from './multi-select.lib';

const today = '2026-11-23';
const entered = (date: string): MultiSelectState => reduce(MULTI_SELECT_IDLE, { type: 'longPress', date, today });

describe('multiSelectReducer', () => {
  it('enters on a long press on today or a future day, with that day picked', () => {
    expect(entered('2026-11-25')).toEqual({ active: true, dates: ['2026-11-25'] });
    expect(entered(today)).toEqual({ active: true, dates: [today] });
  });

  it('does not enter on a long press on a past day', () => {
    expect(entered('2026-11-22')).toBe(MULTI_SELECT_IDLE);
  });

  it('adds and removes days by tapping, and stays while 2 or more remain', () => {
    let s = entered('2026-11-25');
    s = reduce(s, { type: 'toggle', date: '2026-11-26', today });
    s = reduce(s, { type: 'toggle', date: '2026-11-27', today });
    expect(s.dates).toEqual(['2026-11-25', '2026-11-26', '2026-11-27']);
    s = reduce(s, { type: 'toggle', date: '2026-11-26', today });
    expect(s).toEqual({ active: true, dates: ['2026-11-25', '2026-11-27'] });
  });

  it('leaves when fewer than 2 days remain', () => {
    let s = reduce(entered('2026-11-25'), { type: 'toggle', date: '2026-11-26', today });
    s = reduce(s, { type: 'toggle', date: '2026-11-25', today });
    expect(s).toEqual({ active: false, dates: [] });
    expect(reduce(entered('2026-11-25'), { type: 'toggle', date: '2026-11-25', today })).toEqual({ active: false, dates: [] });
  });

  it('never picks a past day', () => {
    const s = entered('2026-11-25');
    expect(reduce(s, { type: 'toggle', date: '2026-11-20', today })).toBe(s);
  });

  it('ignores taps outside the mode and long presses inside it', () => {
    expect(reduce(MULTI_SELECT_IDLE, { type: 'toggle', date: '2026-11-25', today })).toBe(MULTI_SELECT_IDLE);
    const s = entered('2026-11-25');
    expect(reduce(s, { type: 'longPress', date: '2026-11-28', today })).toBe(s);
  });

  it('close leaves and clears', () => {
    const s = reduce(entered('2026-11-25'), { type: 'toggle', date: '2026-11-26', today });
    expect(reduce(s, { type: 'close' })).toEqual({ active: false, dates: [] });
  });
});
