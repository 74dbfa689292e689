// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { bookingKeys, categoryKeys, serviceKeys, sessionStore, workerKeys } from '@booking/platform';
import { screens } from '../../shared/screens';
import { BookingSuccessPage } from './booking-success.page';

const ME = 555;
const PATH = '/booking/business/1/place/1/worker/1/services/1,3/timeslots/9/success';
const worker = (rules: string | null, change = { cancel_cutoff_hours: 0, max_moves: 2 as number | null }) => ({
  id: 1, user_id: 1, business_id: 1, uuid: 'u', title: 'Мария', description: null, avatar: '', booking_rules_text: rules, adjacent_slots_only: false, ...change,
  user: { username: null, timezone: 'Europe/Moscow' },
});
const svc = (id: number, category_id: number, title: string, price: number, slot_duration: number) => ({
  id, worker_id: 1, category_id, title, description: null, price, slot_duration, booking_deadline: 15, status: 'active' as const, place_id: 1,
});

function renderAt(entry: { pathname: string; search?: string; state?: unknown }, rules: string | null = null, change?: Parameters<typeof worker>[1]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(workerKeys.one(1), worker(rules, change));
  client.setQueryData(categoryKeys.byWorker(1), [{ id: 1, name: 'Стрижки', worker_id: 1 }, { id: 2, name: 'Окрашивание', worker_id: 1 }]);
  client.setQueryData(serviceKeys.list({ workerId: 1, placeId: 1 }), [svc(1, 1, 'Женская стрижка', 2500, 60), svc(3, 2, 'Окрашивание в один тон', 4500, 120)]);
  client.setQueryData(bookingKeys.byUser(ME), [
    {
      id: 42, status: 'confirmed', place_id: 1, worker: { id: 1, name: 'Мария', avatar: '' }, time: { date: '2026-03-11', time_start: '14:30:00' },
      services: [{ title: 'Женская стрижка', price: 2500, slot_duration: 60, category_id: 1 }, { title: 'Окрашивание в один тон', price: 4500, slot_duration: 120, category_id: 2 }],
    },
  ]);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path={screens.bookingSuccess.patterns[0]} element={<BookingSuccessPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const startsAndTitles = () => screen.getAllByTestId('receipt-service').map((li) => li.textContent);

beforeEach(() => {
  sessionStore.setState({ launch: { rawInitData: 'x', user: { id: ME, first_name: 'Я' } } as never });
});
afterEach(cleanup);

describe('success screen', () => {
  it('right after booking: from navigation state, services one after another, total, rules modal', () => {
    renderAt({ pathname: PATH, search: '?booking=77', state: { date: '2026-03-12', time_start: '10:00:00', selectedServiceIds: [1, 3], bookingId: 77 } }, 'Приходите вовремя');
    expect(screen.getByRole('heading', { name: 'Запись оформлена!' })).toBeTruthy();
    expect(screen.getByTestId('booking-number').textContent).toBe('#BK77');
    expect(startsAndTitles()[0]).toMatch(/^10:00Стрижки.*Женская стрижка/);
    expect(startsAndTitles()[1]).toMatch(/^11:00Окрашивание.*Окрашивание в один тон/);
    expect(screen.getByTestId('receipt-total').textContent).toBe('7\u00a0000\u00a0₽');
    expect(screen.getByRole('dialog', { name: 'Правила бронирования' }).textContent).toContain('Приходите вовремя');
  });

  it('opened anew (no state): the caller’s own booking by the id in the address', () => {
    renderAt({ pathname: PATH, search: '?booking=42' });
    expect(screen.getByTestId('booking-number').textContent).toBe('#BK42');
    expect(startsAndTitles().map((t) => t!.slice(0, 5))).toEqual(['14:30', '15:30']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('change-rules')).toBeNull();
  });

  it('shows the master’s rules for a cancel and a move', () => {
    renderAt({ pathname: PATH, search: '?booking=42' }, null, { cancel_cutoff_hours: 24, max_moves: 3 });
    expect(screen.getAllByTestId('change-rules').map((l) => l.textContent)).toEqual(['Отмена и перенос — не позднее чем за 24 ч до началаПеренести запись можно 3 раза']);
  });

  it('an id that is not among the caller’s bookings shows nothing of it', () => {
    renderAt({ pathname: PATH, search: '?booking=43' });
    expect(screen.getByText('Запись не найдена')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Запись оформлена!' })).toBeNull();
    expect(screen.queryByText(/#BK/)).toBeNull();
    expect(screen.queryByTestId('receipt')).toBeNull();
  });
});
