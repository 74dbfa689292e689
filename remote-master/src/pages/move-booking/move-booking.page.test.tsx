// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { signedInForEachTest } from '@booking/platform/testkit';
import MoveBookingPage from './move-booking.page';

// The master moves a client's booking on their own screen, with the shared time step:
// 2 December 2026, 12:00 in Moscow; the booking is on 3 December at 14:00, the master has free time
// on the 3rd and the 4th.
const USER = { id: 4242, first_name: 'Мария' };
const WORKER = {
  id: 7, user_id: USER.id, business_id: 3, uuid: 'u-7', title: 'Мария', description: null, avatar: '', booking_rules_text: null,
  cancel_cutoff_hours: 24, max_moves: 1, user: { username: 'maria', timezone: 'Europe/Moscow' },
};
const BOOKING = {
  id: 5, status: 'confirmed', business_id: 3, place_id: 2, worker: { id: 7, name: 'Мария', avatar: '' }, service_ids: [1],
  time: { date: '2026-12-03', time_start: '14:00:00', time_end: '15:00:00', starts_at: '2026-12-03T11:00:00Z' }, client_moves: 1, can_move: true, can_cancel: true,
};
const SERVICE = { id: 1, worker_id: 7, category_id: 1, title: 'Стрижка', description: null, price: 1000, slot_duration: 60, booking_deadline: 15, status: 'active', place_id: 2 };
const day = (date: string) => [{ worker_id: 7, date, timeslots: [{ id: date === '2026-12-03' ? 11 : 12, time_start: '13:00:00', time_end: '16:00:00', status: 'free', place_id: 2 }], timeslots_busy: [] }];
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let booking: typeof BOOKING;
let moves: unknown[];
beforeEach(() => {
  booking = structuredClone(BOOKING);
  moves = [];
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-02T09:00:00Z'));
  vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/bookings/5/move' && request.method === 'POST') {
      const body = (await request.json()) as { timeslot_id: number; time_start: string };
      moves.push(body);
      booking = { ...booking, time: { date: '2026-12-04', time_start: body.time_start, time_end: '16:00:00', starts_at: '2026-12-04T12:00:00Z' } };
      return answer(booking);
    }
    if (path === `/api/workers/telegram/${USER.id}` || path === '/api/workers/7') return answer(WORKER);
    if (path === '/api/bookings/5') return answer(booking);
    if (path === '/api/workers/7/dates') return answer(['2026-12-03', '2026-12-04']);
    if (path.startsWith('/api/services')) return answer([SERVICE]);
    const date = /^\/api\/timeslots\/7\/(\d{4}-\d\d-\d\d)$/.exec(path)?.[1];
    if (date) return answer(day(date));
    return answer({ message: 'Не найдено', error: 'Not Found' }, 404);
  }));
});
signedInForEachTest(USER);

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function openAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/worker/:workerId/booking/:bookingId/move" element={<MoveBookingPage />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("the master's move screen /worker/{workerId}/booking/{bookingId}/move", () => {
  it('shows the shared step for the booking, moves it to another day, and leads to that day', async () => {
    openAt('/worker/7/booking/5/move');
    expect(await screen.findByRole('heading', { name: 'Перенос записи' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('present-time').textContent).toBe('Сейчас: 3 декабря, чт, 14:00');
    // The client has used their one move: the master is not bound by that.
    fireEvent.click(await screen.findByRole('button', { name: 'Следующая дата' }));
    fireEvent.click(await screen.findByRole('button', { name: '15:00 — 16:00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Перенести' }));
    expect(await screen.findByRole('heading', { name: 'Запись перенесена' })).toBeTruthy();
    expect(moves).toEqual([{ timeslot_id: 12, time_start: '15:00:00' }]);
    fireEvent.click(screen.getByRole('button', { name: 'К записям дня' }));
    await vi.waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/worker/7/bookings?date=2026-12-04'));
  });

  it("a booking id that is not one says 'Запись не найдена' and reads no booking", async () => {
    openAt('/worker/7/booking/x/move');
    expect(await screen.findByText('Запись не найдена')).toBeTruthy();
    expect(vi.mocked(fetch).mock.calls.map(([r]) => new URL((r as Request).url).pathname)).toEqual([`/api/workers/telegram/${USER.id}`]);
  });
});
