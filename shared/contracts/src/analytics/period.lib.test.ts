import { describe, expect, it } from 'vitest';
import { addDays, changeLabel, lastDays, periodDays, periodRefusal, previousPeriod } from './period.lib';

describe('analytics periods', () => {
  it('the last N days end today and include it', () => {
    expect(lastDays('2026-12-10', 7)).toEqual({ from: '2026-12-04', to: '2026-12-10' });
    expect(periodDays('2026-12-04', '2026-12-10')).toBe(7);
    expect(lastDays('2026-03-01', 30)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });

  it('the previous period has the same length and ends the day before', () => {
    expect(previousPeriod('2026-12-04', '2026-12-10')).toEqual({ from: '2026-11-27', to: '2026-12-03' });
    expect(previousPeriod('2026-12-10', '2026-12-10')).toEqual({ from: '2026-12-09', to: '2026-12-09' });
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('refuses a period that ends before it starts or lasts more than 366 days', () => {
    expect(periodRefusal('2026-01-01', '2026-12-31')).toBeNull();
    expect(periodRefusal('2025-12-31', '2026-12-31')).toBeNull(); // 366 days
    expect(periodRefusal('2025-12-30', '2026-12-31')?.message).toBe('Период не может быть длиннее 366 дней');
    expect(periodRefusal('2026-01-02', '2026-01-01')?.message).toBe('Конец периода раньше начала');
  });

  it('says the change against the previous period in whole percents, and a dash against zero', () => {
    expect(changeLabel(112, 100)).toBe('+12%');
    expect(changeLabel(95, 100)).toBe('−5%');
    expect(changeLabel(100, 100)).toBe('0%');
    expect(changeLabel(5, 0)).toBe('—');
    expect(changeLabel(0, 0)).toBe('—');
    expect(changeLabel(0, 4)).toBe('−100%');
    expect(changeLabel(0.25, 0.2)).toBe('+25%');
    expect(changeLabel(97.5, 100)).toBe('−3%'); // half away from zero
  });
});
