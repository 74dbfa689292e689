import { describe, expect, it } from 'vitest';
import { gestureIntent, stepIndex, swipeStep } from './swipe.lib';

describe('category swipe', () => {
  it('ignores moves inside the 8 px dead zone', () => {
    expect(gestureIntent(5, 5)).toBe('none');
    expect(gestureIntent(8, 0)).toBe('none');
    expect(gestureIntent(9, 0)).toBe('horizontal');
  });

  it('is horizontal only when sideways is at least 1.5 times vertical', () => {
    expect(gestureIntent(30, 20)).toBe('horizontal');
    expect(gestureIntent(29, 20)).toBe('vertical');
    expect(gestureIntent(0, 50)).toBe('vertical');
  });

  it('a horizontal swipe over 40 px moves to the next (left) or previous (right) category', () => {
    expect(swipeStep(-41, 0)).toBe(1);
    expect(swipeStep(41, 10)).toBe(-1);
    expect(swipeStep(-40, 0)).toBe(0);
    expect(swipeStep(-100, 80)).toBe(0);
  });

  it('stays within the categories', () => {
    expect(stepIndex(0, -1, 3)).toBe(0);
    expect(stepIndex(2, 1, 3)).toBe(2);
    expect(stepIndex(1, 1, 3)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});
