// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Calendar } from './calendar.ui';
import { LONG_PRESS_MS } from './calendar.lib';

const today = '2026-11-23'; // a Monday
const cell = (name: string) => screen.getByRole('gridcell', { name: new RegExp(`^${name}`) });
const title = () => screen.getByRole('button', { name: 'Предыдущий месяц' }).nextElementSibling!.textContent;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Calendar', () => {
  it('shows the month of the selection, Monday first, six weeks with adjacent days', () => {
    render(<Calendar today={today} selected="2026-12-10" />);
    expect(title()).toBe('Декабрь');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['ПН', 'ВТ', 'СР', 'ЧТ', 'ПТ', 'СБ', 'ВС']);
    const cells = screen.getAllByRole('gridcell');
    expect(cells).toHaveLength(42);
    expect(cells[0]).toHaveProperty('dataset.date', '2026-11-30');
    expect(cell('10 декабря 2026').getAttribute('aria-selected')).toBe('true');
    expect(cell('11 декабря 2026').getAttribute('aria-selected')).toBe('false');
  });

  it('chooses a day by tap, but not a past or unavailable one', () => {
    const onSelect = vi.fn();
    render(<Calendar today={today} availableDates={['2026-11-25']} restrictToAvailable onSelect={onSelect} />);
    fireEvent.click(cell('22 ноября 2026'));
    fireEvent.click(cell('26 ноября 2026'));
    expect(onSelect).not.toHaveBeenCalled();
    expect(cell('26 ноября 2026').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(cell('25 ноября 2026'));
    expect(onSelect).toHaveBeenCalledWith('2026-11-25', expect.objectContaining({ selectable: true }));
  });

  it('lets a past day since 2025 be opened read-only with viewPast', () => {
    const onSelect = vi.fn();
    render(<Calendar today={today} viewPast onSelect={onSelect} />);
    fireEvent.click(cell('20 ноября 2026'));
    expect(onSelect).toHaveBeenCalledWith('2026-11-20', expect.objectContaining({ viewOnly: true, selectable: false }));
  });

  it('moves between months with the buttons, reporting each month, never before January 2025', () => {
    const onMonthChange = vi.fn();
    render(<Calendar today={today} selected="2025-02-03" onMonthChange={onMonthChange} />);
    const prev = screen.getByRole('button', { name: 'Предыдущий месяц' });
    fireEvent.click(prev);
    expect(title()).toBe('Январь 2025');
    expect(onMonthChange).toHaveBeenLastCalledWith(2025, 1);
    expect(prev).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Следующий месяц' }));
    expect(onMonthChange).toHaveBeenLastCalledWith(2025, 2);
  });

  it('is one tab stop whose focus moves with arrows, Home/End and PageUp/PageDown, and Enter chooses', () => {
    const onSelect = vi.fn();
    const onMonthChange = vi.fn();
    render(<Calendar today={today} selected="2026-11-25" onSelect={onSelect} onMonthChange={onMonthChange} />);
    const start = cell('25 ноября 2026');
    expect(screen.getAllByRole('gridcell').filter((c) => c.tabIndex === 0)).toEqual([start]);
    start.focus();
    const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
    press('ArrowRight');
    expect(document.activeElement).toBe(cell('26 ноября 2026'));
    press('ArrowDown');
    expect(document.activeElement).toBe(cell('3 декабря 2026'));
    press('Home');
    expect(document.activeElement).toBe(cell('30 ноября 2026'));
    press('End');
    expect(document.activeElement).toBe(cell('6 декабря 2026'));
    expect(title()).toBe('Декабрь');
    expect(onMonthChange).toHaveBeenLastCalledWith(2026, 12);
    press('PageDown');
    expect(document.activeElement).toBe(cell('6 января 2027'));
    expect(title()).toBe('Январь 2027');
    press('PageUp');
    press('ArrowUp');
    press('ArrowLeft');
    expect(document.activeElement).toBe(cell('28 ноября 2026'));
    expect((document.activeElement as HTMLElement).tabIndex).toBe(0);
    press('Enter');
    expect(onSelect).toHaveBeenLastCalledWith('2026-11-28', expect.anything());
    press('ArrowLeft');
    press(' ');
    expect(onSelect).toHaveBeenLastCalledWith('2026-11-27', expect.anything());
  });

  it('does not choose a disabled day from the keyboard', () => {
    const onSelect = vi.fn();
    render(<Calendar today={today} onSelect={onSelect} />);
    cell('23 ноября 2026').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('fires a long press at 500 ms, not before, and the release does not also choose the day', () => {
    vi.useFakeTimers();
    const onLongPress = vi.fn();
    const onSelect = vi.fn();
    render(<Calendar today={today} onLongPress={onLongPress} onSelect={onSelect} />);
    const day = cell('27 ноября 2026');
    fireEvent.pointerDown(day, { button: 0, clientX: 10, clientY: 10 });
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS - 1));
    expect(onLongPress).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onLongPress).toHaveBeenCalledWith('2026-11-27');
    fireEvent.pointerUp(day);
    fireEvent.click(day);
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(day); // a later plain tap chooses again
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('cancels the long press on release or a move over 8 px, and is off in multi-select mode', () => {
    vi.useFakeTimers();
    const onLongPress = vi.fn();
    const { rerender } = render(<Calendar today={today} onLongPress={onLongPress} />);
    const day = cell('27 ноября 2026');
    fireEvent.pointerDown(day, { button: 0, clientX: 10, clientY: 10 });
    fireEvent.pointerUp(day);
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.pointerDown(day, { button: 0, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(day, { clientX: 16, clientY: 16 }); // 8.5 px
    act(() => vi.advanceTimersByTime(1000));
    expect(onLongPress).not.toHaveBeenCalled();
    fireEvent.pointerDown(day, { button: 0, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(day, { clientX: 15, clientY: 15 }); // 7.1 px: still a press
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS));
    expect(onLongPress).toHaveBeenCalledTimes(1);
    rerender(<Calendar today={today} onLongPress={onLongPress} multiSelect />);
    fireEvent.pointerDown(day, { button: 0, clientX: 10, clientY: 10 });
    act(() => vi.advanceTimersByTime(1000));
    expect(onLongPress).toHaveBeenCalledTimes(1);
  });

  it('marks the grid busy while its month loads', () => {
    const { rerender } = render(<Calendar today={today} busy />);
    expect(screen.getByRole('grid').getAttribute('aria-busy')).toBe('true');
    rerender(<Calendar today={today} />);
    expect(screen.getByRole('grid').getAttribute('aria-busy')).toBeNull();
  });

  it('takes today in the given timezone', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 23, 21, 30), toFake: ['Date'] });
    render(<Calendar timeZone="Europe/Moscow" />);
    expect(cell('24 ноября 2026').getAttribute('aria-current')).toBe('date');
  });
});
