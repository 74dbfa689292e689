import { describe, expect, it } from 'vitest';
import { PRICE_SPACE } from '@booking/platform';
import { busyHours, figureRows, periodFromParams, periodParams, pickRangeDay, sampleAnalytics } from './analytics.lib';

const TODAY = '2026-11-30';

describe('the period of the address', () => {
  it('is the last 30 days, today included, by default and for anything it does not know', () => {
    for (const query of ['', 'days=14', 'from=2026-11-10', 'from=2026-11-10&to=2026-11-01', 'from=2025-01-01&to=2026-11-30']) {
      expect(periodFromParams(new URLSearchParams(query), TODAY)).toEqual({ from: '2026-11-01', to: TODAY, preset: 30 });
    }
  });
  it('takes the last 7 or 90 days, or a picked range of up to 366 days', () => {
    expect(periodFromParams(new URLSearchParams('days=7'), TODAY)).toEqual({ from: '2026-11-24', to: TODAY, preset: 7 });
    expect(periodFromParams(new URLSearchParams('days=90'), TODAY)).toEqual({ from: '2026-09-02', to: TODAY, preset: 90 });
    expect(periodFromParams(new URLSearchParams('from=2025-12-01&to=2026-12-01'), TODAY)).toEqual({ from: '2025-12-01', to: '2026-12-01', preset: null });
  });
  it('writes back what it reads', () => {
    expect(periodParams({ from: '2026-11-24', to: TODAY, preset: 7 })).toEqual({ days: '7' });
    expect(periodParams({ from: '2026-11-01', to: TODAY, preset: 30 })).toEqual({});
    expect(periodParams({ from: '2026-10-01', to: '2026-10-15', preset: null })).toEqual({ from: '2026-10-01', to: '2026-10-15' });
  });
});

describe('the figures', () => {
  it('show each value with its change against the previous period, and the week ahead without one', () => {
    const a = sampleAnalytics('2026-11-01', TODAY);
    const rows = figureRows({ ...a, revenue: 11_200, previous: { ...a.previous, revenue: 10_000, moves: 0 } });
    const byKey = Object.fromEntries(rows.map((r) => [r.key, r]));
    expect(byKey.revenue).toMatchObject({ label: 'Выручка', value: `11${PRICE_SPACE}200${PRICE_SPACE}₽`, change: '+12%' });
    expect(byKey.moves).toMatchObject({ label: 'Переносы', value: '7', change: '—' });
    expect(byKey.no_show_rate).toMatchObject({ value: '3%', change: '−40%' });
    expect(byKey.occupancy_next_7_days).toMatchObject({ label: 'Загрузка на 7 дней', value: '64%', change: null });
  });
});

describe('the busy grid', () => {
  it('spans the hours from the first booking to the last, or none', () => {
    const busy = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
    expect(busyHours(busy)).toEqual([]);
    busy[2]![15] = 1;
    busy[5]![9] = 2;
    expect(busyHours(busy)).toEqual([9, 10, 11, 12, 13, 14, 15]);
  });
});

describe('picking a range', () => {
  it('starts with the first tap and ends with the second, in either order', () => {
    const first = pickRangeDay(null, '2026-11-20');
    expect(first).toEqual({ start: '2026-11-20', range: null, refusal: null });
    expect(pickRangeDay('2026-11-20', '2026-11-03').range).toEqual({ from: '2026-11-03', to: '2026-11-20' });
  });
  it('refuses a range longer than 366 days', () => {
    expect(pickRangeDay('2025-01-01', '2026-11-20')).toEqual({ start: null, range: null, refusal: 'Период не может быть длиннее 366 дней' });
  });
});
