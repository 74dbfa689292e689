// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { WorkerDayBooking } from '@booking/contracts/schemas';
import { BusySlotCard } from './busy-slot-card.ui';
import { DayNav } from './day-nav.ui';

afterEach(cleanup);

const SLOT: WorkerDayBooking = {
  booking_id: 5, status: 'confirmed', time_start: '12:00:00', time_end: '13:30:00', client_name: 'Кира Клиентова', client_avatar: '',
  client_telegram_id: 1, client_username: 'kira_k', client_phone: null, category_name: 'Брови', service_title: 'Коррекция бровей', service_price: 1500, duration: 90, can_cancel: true,
  place_id: 2, place_name: 'Лайм на Арбате', attendance: null, can_mark_attendance: false,
};

describe('a busy slot of the day view', () => {
  it('shows time, client, category, service, price and duration, with a Telegram link to the client', () => {
    render(<BusySlotCard slot={SLOT} busy={false} onCancel={vi.fn()} />);
    for (const text of ['12:00 — 13:30', 'Кира Клиентова', 'Брови', 'Коррекция бровей', '1 500 ₽ · 1 час 30 минут']) expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Написать в Telegram' }).getAttribute('href')).toBe('https://t.me/kira_k');
  });

  it('gives the phone of a client who came without Telegram, to call', () => {
    render(<BusySlotCard slot={{ ...SLOT, client_telegram_id: -3, client_username: null, client_phone: '79995550101' }} busy={false} onCancel={vi.fn()} />);
    expect(screen.getByRole('link', { name: '+79995550101' }).getAttribute('href')).toBe('tel:+79995550101');
    expect(screen.queryByRole('link', { name: 'Написать в Telegram' })).toBeNull();
  });

  it('names the place only for a master who works at several', () => {
    render(<BusySlotCard slot={SLOT} busy={false} onCancel={vi.fn()} />);
    expect(screen.queryByText('Лайм на Арбате')).toBeNull();
    cleanup();
    render(<BusySlotCard slot={SLOT} busy={false} showPlace onCancel={vi.fn()} />);
    expect(screen.getByTestId('booking-place').textContent).toBe('Лайм на Арбате');
  });

  it('offers cancel only where can_cancel, and no chat link without a username', () => {
    const onCancel = vi.fn();
    render(<BusySlotCard slot={SLOT} busy={false} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Отменить запись' }));
    expect(onCancel).toHaveBeenCalledWith(SLOT);
    cleanup();
    render(<BusySlotCard slot={{ ...SLOT, can_cancel: false, client_username: null }} busy={false} onCancel={onCancel} />);
    expect(screen.queryByRole('button', { name: 'Отменить запись' })).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("'Пришёл' / 'Не пришёл' show the mark as pressed; pressing it again unmarks; a mark no longer changeable is a line", () => {
    const onMark = vi.fn();
    render(<BusySlotCard slot={{ ...SLOT, attendance: 'no_show' }} busy={false} onCancel={vi.fn()} attendance={{ busy: false, onMark }} />);
    const group = screen.getByRole('group', { name: 'Клиент пришёл?' });
    expect(group.querySelector('[aria-pressed="true"]')?.textContent).toBe('Не пришёл');
    fireEvent.click(screen.getByRole('button', { name: 'Пришёл' }));
    fireEvent.click(screen.getByRole('button', { name: 'Не пришёл' }));
    expect(onMark.mock.calls).toEqual([['came'], [null]]);
    cleanup();
    render(<BusySlotCard slot={{ ...SLOT, attendance: 'came' }} busy={false} onCancel={vi.fn()} />);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByTestId('attendance-mark').textContent).toBe('Пришёл');
  });

  it("says where the booking's deposit stands, its sum as prices are written; nothing without one", () => {
    const deposit = { amount: 1500, confirmation_url: null, expires_at: null, refund_on_cancel: false };
    const lines = [
      ['awaiting', 'Ожидает оплаты 1 500 ₽'],
      ['paid', 'Предоплата 1 500 ₽'],
      ['refunding', 'Предоплата 1 500 ₽ возвращается'],
      ['refunded', 'Предоплата 1 500 ₽ возвращена'],
      ['kept', 'Предоплата 1 500 ₽ осталась у вас'],
      ['released', 'Не оплачено'],
    ] as const;
    for (const [state, line] of lines) {
      render(<BusySlotCard slot={{ ...SLOT, deposit: { ...deposit, state } }} busy={false} onCancel={vi.fn()} />);
      // formatPrice's no-break space before ₽ and between thousands, read as a space.
      expect(screen.getByTestId('booking-deposit').textContent!.replaceAll('\u00a0', ' ')).toBe(line);
      cleanup();
    }
    render(<BusySlotCard slot={SLOT} busy={false} onCancel={vi.fn()} />);
    expect(screen.queryByTestId('booking-deposit')).toBeNull();
  });

  it('the day arrows and the calendar toggle have accessible names', () => {
    const onPrevious = vi.fn();
    const onNext = vi.fn();
    render(<DayNav title="Завтра" calendarOpen={false} onPrevious={onPrevious} onNext={onNext} onToggleCalendar={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Предыдущий день' }));
    fireEvent.click(screen.getByRole('button', { name: 'Следующий день' }));
    expect(onPrevious).toHaveBeenCalledOnce();
    expect(onNext).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Показать календарь' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('heading', { name: 'Завтра' })).toBeTruthy();
  });
});
