import { describe, expect, it } from 'vitest';
import { formatDuration, formatPrice } from './money.lib';

describe('formatDuration', () => {
  it('says hours and minutes in Russian with the right plural forms', () => {
    expect(formatDuration(90)).toBe('1 час 30 минут');
    expect(formatDuration(120)).toBe('2 часа');
    expect(formatDuration(45)).toBe('45 минут');
    expect(formatDuration(300)).toBe('5 часов');
    expect(formatDuration(21)).toBe('21 минута');
    expect(formatDuration(22)).toBe('22 минуты');
    expect(formatDuration(60 * 21 + 1)).toBe('21 час 1 минута');
    expect(formatDuration(0)).toBe('0 минут');
  });

  it('refuses a negative or non-numeric duration', () => {
    expect(() => formatDuration(-15)).toThrow(RangeError);
    expect(() => formatDuration(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatPrice', () => {
  it('whole rubles grouped by a no-break space, with ₽', () => {
    expect(formatPrice(1500)).toBe('1\u00a0500\u00a0₽');
    expect(formatPrice(2500000)).toBe('2\u00a0500\u00a0000\u00a0₽');
    expect(formatPrice(900)).toBe('900\u00a0₽');
    expect(formatPrice(0)).toBe('0\u00a0₽');
    expect(formatPrice(1499.6)).toBe('1\u00a0500\u00a0₽');
  });

  it('refuses what is not a number', () => {
    expect(() => formatPrice(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
