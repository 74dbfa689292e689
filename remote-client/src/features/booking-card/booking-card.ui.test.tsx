// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { schemas } from '@booking/contracts';
import { businessKeys, placeKeys } from '@booking/platform';
import { BookingCard } from './booking-card.ui';
import 'dayjs/locale/ru';

const place = { id: 1, name: 'Лайм на Тверской', address: 'Москва, Тверская ул., 12', avatar: null, business_id: 1, contacts: {}, workers: [1] };

function renderCard(booking: schemas.Booking, past = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(placeKeys.one(1), place);
  client.setQueryData(businessKeys.one(1), { id: 1, name: 'Студия', description: 'Салон красоты', avatar: '', places: [], owners: [] });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BookingCard booking={booking} past={past} />
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

describe('booking card (spec section 4)', () => {
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

  it('a booking that is not active offers Повторить instead', () => {
    renderCard(booking({ status: 'cancelled' }));
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Отменить запись' })).toBeNull();
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
