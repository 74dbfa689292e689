// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { bookingKeys, businessKeys, placeKeys, serviceKeys, timetableKeys, workerKeys } from '@booking/platform';
import { signedInForEachTest } from '@booking/platform/testkit';
import { screens } from '../../shared/screens';
import MyBookingsPage from '../my-bookings/my-bookings.page';
import MoveBookingPage from './move-booking.page';

const USER = { id: 4242, first_name: 'Анна' };
/** 2026-12-02 12:00 in Moscow. */
const NOW = new Date(Date.UTC(2026, 11, 2, 9, 0));
const time = (start: string, end: string) => ({ date: '2026-12-03', time_start: `${start}:00`, time_end: `${end}:00`, starts_at: `2026-12-03T${Number(start.slice(0, 2)) - 3}:00:00Z` });
const detail = (start: string, end: string) => ({
  id: 7, status: 'confirmed', business_id: 1, place_id: 1, worker: { id: 1, name: 'Мария', avatar: '' }, service_ids: [1],
  time: time(start, end), client_moves: 0, can_move: true, can_cancel: true,
});
const listItem = (start: string, end: string) => ({
  id: 7, status: 'confirmed', place_id: 1, worker: { id: 1, name: 'Мария', avatar: '' }, can_move: true, can_cancel: true,
  services: [{ title: 'Стрижка', price: 1000, slot_duration: 60, category_id: 1 }], time: time(start, end),
});
const worker = {
  id: 1, user_id: 1, business_id: 1, uuid: 'u', title: 'Мария', description: null, avatar: '', booking_rules_text: null, adjacent_slots_only: false,
  cancel_cutoff_hours: 0, max_moves: 2, user: { username: 'maria', timezone: 'Europe/Moscow' },
};
const day = [{ worker_id: 1, date: '2026-12-03', timeslots: [{ id: 5, time_start: '13:00:00', time_end: '16:00:00', status: 'free', place_id: 1 }], timeslots_busy: [{ time_start: '14:00:00', time_end: '15:00:00' }] }];
const place = { id: 1, name: 'Лайм', address: 'Тверская, 1', avatar: null, business_id: 1, contacts: {}, workers: [1] };

/** The API after the move: the booking and the list at 15:00. */
function answerAfterMove(path: string): unknown {
  if (path.endsWith('/bookings/7/move') || path.endsWith('/bookings/7')) return detail('15:00', '16:00');
  if (path.includes('/bookings/telegram_id/')) return [listItem('15:00', '16:00')];
  if (path.endsWith('/workers/1')) return worker;
  if (path.endsWith('/workers/1/dates')) return ['2026-12-03'];
  if (path.includes('/timeslots/')) return day;
  if (path.endsWith('/places/1')) return place;
  return path.includes('/services') ? [{ id: 1, worker_id: 1, category_id: 1, title: 'Стрижка', description: null, price: 1000, slot_duration: 60, booking_deadline: 15, status: 'active', place_id: 1 }] : [];
}

function renderAt(path: string, known = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (known) client.setQueryData(bookingKeys.one(7), detail('14:00', '15:00'));
  client.setQueryData(workerKeys.one(1), worker);
  client.setQueryData(serviceKeys.list({ workerId: 1, placeId: 1 }), answerAfterMove('/services'));
  client.setQueryData(timetableKeys.dates(1, false, 1), ['2026-12-03']);
  client.setQueryData(timetableKeys.slots(1, '2026-12-03', true), day);
  client.setQueryData(bookingKeys.byUserPages(USER.id), { pages: [[listItem('14:00', '15:00')]], pageParams: [null] });
  client.setQueryData(placeKeys.one(1), place);
  client.setQueryData(businessKeys.one(1), { id: 1, name: 'Студия', description: null, avatar: '', places: [], owners: [] });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={screens.moveBooking.patterns[0]} element={<MoveBookingPage />} />
          <Route path={screens.myBookings.patterns[0]} element={<MyBookingsPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
signedInForEachTest(USER);

describe('the move screen /booking/{bookingId}/move', () => {
  it('moves the booking, and "Мои записи" shows its new time on the card', async () => {
    vi.stubGlobal('fetch', async (input: Request) => {
      const path = new URL(input.url).pathname;
      return new Response(JSON.stringify(answerAfterMove(path)), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    renderAt('/booking/7/move');
    expect(screen.getByRole('heading', { name: 'Перенос записи' })).toBeTruthy();
    expect(screen.getByText('Сейчас: 3 декабря, чт, 14:00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Нет подходящего времени? Напишите нам!' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '15:00 — 16:00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Перенести' }));
    expect(await screen.findByRole('heading', { name: 'Запись перенесена' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Мои записи' }));
    // The list was in the cache with the old time: the move invalidated it, so it is read again.
    const card = await screen.findByTestId('booking-card');
    expect(await within(card).findByText('3 декабря, чт · 15:00')).toBeTruthy();
  });

  it('a booking that is not the caller’s (404) is "Запись не найдена"; a path id that is no id, not found', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ error: 'Запись не найдена', message: 'Запись не найдена' }), { status: 404, headers: { 'content-type': 'application/json' } }));
    renderAt('/booking/7/move', false);
    expect(await screen.findByRole('heading', { name: 'Запись не найдена' })).toBeTruthy();
    cleanup();
    renderAt('/booking/abc/move', false);
    expect(screen.getByTestId('not-found')).toBeTruthy();
  });
});
