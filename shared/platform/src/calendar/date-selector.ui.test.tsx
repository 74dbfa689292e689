// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DateSelector, type DateSelectorProps } from './date-selector.ui';

const today = '2026-11-23';

/** A parent that keeps the chosen date, as a screen would. */
function Host(props: Omit<DateSelectorProps, 'onChange' | 'value'> & { initial?: string; spy?: (d: string) => void }) {
  const [value, setValue] = useState<string | undefined>(props.initial);
  return (
    <>
      <DateSelector {...props} today={today} value={value} onChange={(d) => { props.spy?.(d); setValue(d); }} />
      <output data-testid="value">{value}</output>
    </>
  );
}
const label = () => screen.getByRole('button', { name: 'Календарь' }).previousElementSibling!.previousElementSibling!.textContent;
const value = () => screen.getByTestId('value').textContent;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

afterEach(cleanup);

describe('DateSelector', () => {
  it('starts on the first available date and labels it with offset, weekday and DD.MM', () => {
    render(<Host availableDates={['2026-11-30', '2026-11-25']} />);
    expect(value()).toBe('2026-11-25');
    expect(label()).toBe('Через 2 дней, ср 25.11');
  });

  it('keeps the date passed in', () => {
    render(<Host initial="2026-11-30" availableDates={['2026-11-25', '2026-11-30']} />);
    expect(label()).toBe('Через неделю, пн 30.11');
  });

  it('moves between available dates with the arrows, disabled at the ends', () => {
    render(<Host availableDates={['2026-11-25', '2026-12-21']} />);
    const prev = screen.getByRole('button', { name: 'Предыдущая дата' });
    expect(prev).toHaveProperty('disabled', true);
    click('Следующая дата');
    expect(label()).toBe('Через 4 недели, пн 21.12');
    expect(screen.getByRole('button', { name: 'Следующая дата' })).toHaveProperty('disabled', true);
    fireEvent.click(prev);
    expect(value()).toBe('2026-11-25');
  });

  it('moves day by day from today when any day goes', () => {
    render(<Host />);
    expect(label()).toBe('Сегодня, пн 23.11');
    expect(screen.getByRole('button', { name: 'Предыдущая дата' })).toHaveProperty('disabled', true);
    click('Следующая дата');
    expect(label()).toBe('Завтра, вт 24.11');
  });

  it('uses a custom label when given, and steps back into the past down to minDate', () => {
    render(<Host initial="2026-11-23" minDate="2025-01-01" formatLabel={(d, now) => (d === now ? 'Сегодня' : d)} />);
    expect(label()).toBe('Сегодня');
    click('Предыдущая дата');
    expect(label()).toBe('2026-11-22');
  });

  it("says 'Нет доступных дат' when nothing is available, with the arrows off", () => {
    const spy = vi.fn();
    render(<Host availableDates={[]} spy={spy} />);
    expect(label()).toBe('Нет доступных дат');
    expect(screen.getByRole('button', { name: 'Следующая дата' })).toHaveProperty('disabled', true);
    expect(spy).not.toHaveBeenCalled();
  });

  it('opens the calendar with the month label, moves months, and a chosen day closes it', () => {
    const onMonthChange = vi.fn();
    render(<Host availableDates={['2026-11-25', '2027-01-12']} onMonthChange={onMonthChange} />);
    click('Календарь');
    expect(label()).toBe('Ноябрь');
    expect(onMonthChange).toHaveBeenLastCalledWith(2026, 11);
    expect(screen.getByRole('gridcell', { name: /^26 ноября/ }).getAttribute('aria-disabled')).toBe('true');
    click('Следующий месяц');
    click('Следующий месяц');
    expect(label()).toBe('Январь 2027');
    expect(onMonthChange).toHaveBeenLastCalledWith(2027, 1);
    fireEvent.click(screen.getByRole('gridcell', { name: /^12 января 2027/ }));
    expect(screen.queryByRole('grid')).toBeNull();
    expect(value()).toBe('2027-01-12');
    expect(label()).toBe('Более месяца, вт 12.01');
  });
});
