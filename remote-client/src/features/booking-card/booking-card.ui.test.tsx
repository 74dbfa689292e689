// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { schemas } from '@booking/contracts';
import { businessKeys, placeKeys, workerKeys } from '@booking/platform';
import { BookingCard } from './booking-card.ui';
import 'dayjs/locale/ru';

const place = { id: 1, name: 'Лайм на Тверской', address: 'Москва, Тверская ул., 12', avatar: null, business_id: 1, contacts: {}, workers: [1] };

const worker = (username: string | null) => ({
  id: 1, user_id: 1, business_id: 1, uuid: 'u', title: 'Мария Иванова', description: null, avatar: '', booking_rules_text: null, adjacent_slots_only: false,
  cancel_cutoff_hours: 3, max_moves: 1, user: { username, timezone: 'Europe/Moscow' },
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderCard(booking: schemas.Booking, past = false, username: string | null = 'maria') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(placeKeys.one(1), place);
  client.setQueryData(businessKeys.one(1), { id: 1, name: 'Студия', description: 'Салон красоты', avatar: '', places: [], owners: [] });
  client.setQueryData(workerKeys.one(1), worker(username));
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BookingCard booking={booking} past={past} />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const booking = (over: Partial<schemas.Booking> = {}): schemas.Booking => ({
  id: 7,
  status: 'confirmed',
  place_id: 1,
  worker: { id: 1, name: 'Мария Иванова', avatar: '' },
  services: [{ title: 'Женская стрижка', price: 2500, slot_duration: 60, category_id: 1 }],
  time: { date: '2030-05-10', time_start: '10:00:00' },
  ...over,
});

describe('booking card (docs/product.md, States)', () => {
  afterEach(cleanup);

  it('an active current booking can be cancelled and shows its master, service, price and place', () => {
    renderCard(booking());
    expect(screen.getByText('Мария Иванова')).toBeTruthy();
    expect(screen.getByText('Салон красоты')).toBeTruthy();
    expect(screen.getByText('Женская стрижка · 2 500 ₽')).toBeTruthy();
    expect(screen.getByText('Лайм на Тверской, Москва, Тверская ул., 12')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Отменить запись' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Повторить' })).toBeNull();
  });

  it('a booking the master’s rules let move has "Перенести" beside the cancel, which opens its move screen', () => {
    renderCard(booking({ can_move: true, can_cancel: true }));
    expect(screen.getByRole('button', { name: 'Отменить запись' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Перенести' }));
    expect(screen.getByTestId('where').textContent).toBe('/booking/7/move');
    expect(screen.queryByTestId('change-note')).toBeNull();
  });

  it('inside the cut-off neither is offered, and the card says why with the master’s chat', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2030, 4, 10, 5, 0));
    renderCard(booking({ can_move: false, can_cancel: false, time: { date: '2030-05-10', time_start: '10:00:00', starts_at: '2030-05-10T07:00:00Z' } }));
    const note = await screen.findByTestId('change-note');
    vi.useRealTimers();
    expect(screen.queryByRole('button', { name: 'Перенести' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Отменить запись' })).toBeNull();
    expect(note.textContent).toBe('Отменить или перенести запись можно не позднее чем за 3 ч до начала. Напишите мастеру');
    expect(screen.getByRole('button', { name: 'Напишите мастеру' })).toBeTruthy();
  });

  it('past the number of moves only the cancel is offered; no chat link for a master without a username', async () => {
    renderCard(booking({ can_move: false, can_cancel: true }), false, null);
    expect(screen.getByRole('button', { name: 'Отменить запись' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Перенести' })).toBeNull();
    expect((await screen.findByTestId('change-note')).textContent).toBe('Перенести запись можно только 1 раз.');
    expect(screen.queryByRole('button', { name: 'Напишите мастеру' })).toBeNull();
  });

  it('a booking that is not active offers Повторить instead', () => {
    renderCard(booking({ status: 'cancelled' }));
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Отменить запись' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Перенести' })).toBeNull();
  });

  it('a past booking has no button', () => {
    renderCard(booking({ time: { date: '2020-05-10', time_start: '10:00' } }), true);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('a booking without a start time says its time data is incomplete', () => {
    renderCard(booking({ time: { date: '2030-05-10', time_start: null } }));
    expect(screen.getByText('Ошибка: неполные данные времени')).toBeTruthy();
  });
});
