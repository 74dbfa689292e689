// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { selectionTotals, totalsLine } from './selection-totals.lib';

const NBSP = '\u00a0';

describe('footer totals', () => {
  it('nothing chosen: zeros', () => {
    expect(selectionTotals([])).toEqual({ count: 0, price: 0, duration: 0 });
  });

  it('sums count, price and duration', () => {
    const totals = selectionTotals([
      { price: 2500, slot_duration: 60 },
      { price: 4500, slot_duration: 120 },
    ]);
    expect(totals).toEqual({ count: 2, price: 7000, duration: 180 });
    expect(totalsLine(totals)).toBe(`2 · 7${NBSP}000${NBSP}₽ · 3 часа`);
  });

  it('durations in Russian with plurals: 1 час 30 минут, 5 часов, 45 минут, 2 часа 15 минут', () => {
    const line = (...durations: number[]) => totalsLine(selectionTotals(durations.map((d) => ({ price: 100, slot_duration: d }))));
    expect(line(90)).toMatch(/ · 1 час 30 минут$/);
    expect(line(120, 180)).toMatch(/ · 5 часов$/);
    expect(line(45)).toMatch(/ · 45 минут$/);
    expect(line(60, 75)).toMatch(/ · 2 часа 15 минут$/);
    expect(line(30, 30, 30, 31)).toMatch(/^4 · 400.₽ · 2 часа 1 минута$/);
  });

  it('a service without a duration counts the default 30 minutes, as the server does', () => {
    expect(selectionTotals([{ price: 1000, slot_duration: 0 }]).duration).toBe(30);
  });
});
