import { describe, expect, it } from 'vitest';
import { defaultDate, stepDate } from './date-selector.lib';

const today = '2026-11-23';

describe('defaultDate', () => {
  it('keeps the date passed in', () => expect(defaultDate('2026-11-30', ['2026-11-25'], today)).toBe('2026-11-30'));
  it('takes the first available date from today', () => {
    expect(defaultDate(null, ['2026-12-01', '2026-11-20', '2026-11-26'], today)).toBe('2026-11-26');
  });
  it('is today when any day goes, and null when nothing is available', () => {
    expect(defaultDate(undefined, undefined, today)).toBe(today);
    expect(defaultDate(undefined, [], today)).toBeNull();
    expect(defaultDate(undefined, ['2026-11-01'], today)).toBeNull();
  });
});

describe('stepDate', () => {
  const available = ['2026-12-01', '2026-11-26', '2026-11-24'];
  it('jumps to the nearest available date either way', () => {
    expect(stepDate('2026-11-24', 1, { available, min: today })).toBe('2026-11-26');
    expect(stepDate('2026-11-26', 1, { available, min: today })).toBe('2026-12-01');
    expect(stepDate('2026-12-01', -1, { available, min: today })).toBe('2026-11-26');
    expect(stepDate('2026-11-25', -1, { available, min: today })).toBe('2026-11-24');
  });
  it('has nowhere to go past the ends', () => {
    expect(stepDate('2026-12-01', 1, { available, min: today })).toBeNull();
    expect(stepDate('2026-11-24', -1, { available, min: today })).toBeNull();
  });
  it('moves by a day when any day goes, not before min', () => {
    expect(stepDate('2026-11-30', 1, { min: today })).toBe('2026-12-01');
    expect(stepDate('2026-11-24', -1, { min: today })).toBe(today);
    expect(stepDate(today, -1, { min: today })).toBeNull();
    expect(stepDate(today, -1, { min: '2025-01-01' })).toBe('2026-11-22');
  });
});
