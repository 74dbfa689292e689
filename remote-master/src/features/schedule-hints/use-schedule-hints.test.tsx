// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { HINT_STEPS, hintsReducer, loadHints, type HintsState } from '../../entities/schedule/schedule-hints.lib';
import { useScheduleHints } from './use-schedule-hints';

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const fresh: HintsState = { step: { single: 0, multi: 0 }, shown: null };

describe('hint sequencing', () => {
  it('five single-day steps then five multi-select steps, each advancing on its own action', () => {
    expect(HINT_STEPS.single).toHaveLength(5);
    expect(HINT_STEPS.multi).toHaveLength(5);
    let s = hintsReducer(fresh, { type: 'start' });
    expect(s.shown).toEqual({ track: 'single', step: 0 });
    // An action that is not the current step's changes nothing.
    expect(hintsReducer(s, { type: 'action', action: 'save' })).toBe(s);
    for (const action of HINT_STEPS.single) s = hintsReducer(s, { type: 'action', action });
    expect(s.step.single).toBe(5);
    expect(s.shown).toEqual({ track: 'multi', step: 0 });
    for (const action of HINT_STEPS.multi) s = hintsReducer(s, { type: 'action', action });
    expect(s.shown).toBeNull();
    expect(hintsReducer(s, { type: 'start' }).shown).toBeNull();
  });

  it('entering multi-select mid-way moves the multi track on its own', () => {
    const s = hintsReducer(hintsReducer(fresh, { type: 'start' }), { type: 'action', action: 'enterMulti' });
    expect(s.step).toEqual({ single: 0, multi: 1 });
    expect(s.shown).toEqual({ track: 'multi', step: 1 });
  });
});

describe('useScheduleHints', () => {
  it('each hint hides after 4 s; the next one shows on the next action', () => {
    const { result } = renderHook(() => useScheduleHints(7));
    act(() => result.current.start());
    expect(result.current.shown).toEqual({ track: 'single', step: 0 });
    act(() => void vi.advanceTimersByTime(3999));
    expect(result.current.shown).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.shown).toBeNull();
    act(() => result.current.act('selectDay'));
    expect(result.current.shown).toEqual({ track: 'single', step: 1 });
    act(() => void vi.advanceTimersByTime(4000));
    expect(result.current.shown).toBeNull();
  });

  it('remembers progress per master, so a hint is shown once', () => {
    const first = renderHook(() => useScheduleHints(7));
    act(() => first.result.current.start());
    act(() => first.result.current.act('selectDay'));
    act(() => first.result.current.act('editWork'));
    first.unmount();
    const again = renderHook(() => useScheduleHints(7));
    act(() => again.result.current.start());
    expect(again.result.current.shown).toEqual({ track: 'single', step: 2 });
    // Another master starts from the beginning.
    expect(loadHints(8).step).toEqual({ single: 0, multi: 0 });
  });

  it('skip hides the hints for good', () => {
    const first = renderHook(() => useScheduleHints(7));
    act(() => first.result.current.start());
    act(() => first.result.current.skip());
    expect(first.result.current.shown).toBeNull();
    first.unmount();
    const again = renderHook(() => useScheduleHints(7));
    act(() => again.result.current.start());
    act(() => again.result.current.act('selectDay'));
    expect(again.result.current.shown).toBeNull();
  });

  it('unreadable storage starts fresh', () => {
    localStorage.setItem('booking:schedule-hints:7', '{oops');
    expect(loadHints(7).step).toEqual({ single: 0, multi: 0 });
  });
});
