// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { categoryKeys, serviceKeys, sessionStore, timetableKeys, workerKeys } from '@booking/platform';
import { screens } from '../../shared/screens';
import { TimeslotsPage } from './timeslots.page';


/** 2026-03-10 20:00 in Moscow: today's time is over. */
const NOW = new Date(Date.UTC(2026, 2, 10, 17, 0));
const svc = (id: number, slot_duration: number, deposit?: number) => ({
  id, worker_id: 1, category_id: 1, title: `Услуга ${id}`, description: null, price: 1000, slot_duration, booking_deadline: 15, status: 'active' as const, place_id: 1, deposit,
});
const day = (date: string) => [{
  worker_id: 1, date, timeslots_busy: [],
  timeslots: [
    { id: 1, time_start: '10:00:00', time_end: '14:00:00', status: 'free' as const, place_id: 1 },
    { id: 2, time_start: '14:00:00', time_end: '15:00:00', status: 'break' as const, place_id: 1 },
    { id: 3, time_start: '15:00:00', time_end: '17:00:00', status: 'free' as const, place_id: 1 },
  ],
}];

function renderAt(path: string, adjacent: boolean, cancel_cutoff_hours = 0, services = [svc(1, 60), svc(2, 30)]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(workerKeys.one(1), {
    id: 1, user_id: 1, business_id: 1, uuid: 'u', title: 'М', description: null, avatar: '', booking_rules_text: null, adjacent_slots_only: adjacent, cancel_cutoff_hours, max_moves: 2,
    user: { username: 'master', timezone: 'Europe/Moscow' },
  });
  client.setQueryData(serviceKeys.list({ workerId: 1, placeId: 1 }), services);
  client.setQueryData(categoryKeys.byWorker(1), [{ id: 1, name: 'Стрижки', worker_id: 1 }]);
  client.setQueryData(timetableKeys.dates(1, false, 1), ['2026-03-10', '2026-03-11']);
  for (const date of ['2026-03-10', '2026-03-11']) client.setQueryData(timetableKeys.slots(1, date, true), day(date));
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={screens.timeslots.patterns[0]} element={<TimeslotsPage />} />
          <Route path={screens.timeslots.patterns[1]} element={<TimeslotsPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const labels = () => screen.queryAllByRole('button', { name: /^\d\d:\d\d — \d\d:\d\d$/ }).map((b) => b.textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('time step', () => {
  it('skips a first date with no time left, offers the fitting times of the next, one choice at a time', async () => {
    renderAt('/booking/business/1/place/1/worker/1/services/1,2/timeslots', false);
    await screen.findByText(/^Завтра/);
    expect(labels()).toEqual(['10:00 — 11:30', '10:30 — 12:00', '11:00 — 12:30', '11:30 — 13:00', '12:00 — 13:30', '12:30 — 14:00', '15:00 — 16:30', '15:30 — 17:00']);
    const book = screen.getByRole('button', { name: 'Записаться' });
    expect(book).toHaveProperty('disabled', true);
    expect(screen.getByTestId('booking-summary').textContent).toBe('Выберите удобное время для записи');
    fireEvent.click(screen.getByRole('button', { name: '10:30 — 12:00' }));
    expect(book).toHaveProperty('disabled', false);
    expect(screen.getByTestId('booking-summary').textContent).toBe('Выбрано услуг: 2 · 2\u00a0000\u00a0₽ · 1 час 30 минут');
    fireEvent.click(screen.getByRole('button', { name: '10:30 — 12:00' }));
    expect(book).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Нет подходящего времени? Напишите нам!' })).toBeTruthy();
    expect(screen.queryByTestId('change-rules')).toBeNull();
    expect(screen.queryByTestId('booking-deposit')).toBeNull();
  });

  it('sums the chosen services’ deposits in the summary, written as prices are', async () => {
    renderAt('/booking/business/1/place/1/worker/1/services/1,2/timeslots', false, 0, [svc(1, 60, 1000), svc(2, 30, 500), svc(3, 30, 700)]);
    await screen.findByText(/^Завтра/);
    expect(screen.getByTestId('booking-deposit').textContent).toBe('Предоплата 1\u00a0500\u00a0₽');
    fireEvent.click(screen.getByRole('button', { name: '10:30 — 12:00' }));
    expect(screen.getByTestId('booking-deposit').textContent).toBe('Предоплата 1\u00a0500\u00a0₽');
  });

  it('shows the master’s cut-off for a cancel and a move before booking', async () => {
    renderAt('/booking/business/1/place/1/worker/1/service/2/timeslots', false, 6);
    await screen.findByText(/^Завтра/);
    expect(screen.getByTestId('change-rules').textContent).toBe('Отмена и перенос — не позднее чем за 6 ч до начала');
  });

  it('a worker with the adjacency setting: only times within an hour of the break', async () => {
    renderAt('/booking/business/1/place/1/worker/1/service/2/timeslots', true);
    await screen.findByText(/^Завтра/);
    expect(labels()).toEqual(['12:30 — 13:00', '13:00 — 13:30', '13:30 — 14:00', '15:00 — 15:30', '15:30 — 16:00', '16:00 — 16:30']);
  });

  it('a booking held for its deposit sends the browser to ЮKassa’s page, with no success screen', async () => {
    const PAY_URL = 'https://yoomoney.ru/checkout/payments/v2/contract?orderId=2f1c';
    sessionStore.getState().setLaunch({ rawInitData: 'x', user: { id: 4242, first_name: 'Анна' } as never, platform: 'tdesktop', version: '8.0', startParam: null });
    sessionStore.getState().setContainer('web');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const posted: unknown[] = [];
    vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
      // The booking's refresh of the day (its invalidation, awaited before the booking resolves) is not this story's.
      if (request.method !== 'POST') return new Response('{}', { status: 503, headers: { 'content-type': 'application/json' } });
      posted.push(await request.json());
      return new Response(JSON.stringify({
        id: 42, status: 'awaiting_payment', worker_id: 1, place_id: 1, date: '2026-03-11', time_start: '10:30', time_end: '12:00',
        payment: { amount: 800, confirmation_url: PAY_URL, expires_at: '2026-03-10T17:15:00Z' },
      }), { status: 201, headers: { 'content-type': 'application/json' } });
    }));
    try {
      renderAt('/booking/business/1/place/1/worker/1/services/1,2/timeslots', false, 0, [svc(1, 60, 500), svc(2, 30, 300)]);
      await screen.findByText(/^Завтра/);
      fireEvent.click(screen.getByRole('button', { name: '10:30 — 12:00' }));
      fireEvent.click(screen.getByRole('button', { name: 'Записаться' }));
      await vi.waitFor(() => expect(assign).toHaveBeenCalledExactlyOnceWith(PAY_URL));
      expect(posted).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
      sessionStore.getState().setLaunch(null);
    }
  });

  it('a shop that sends receipts asks a client without a phone for an email, keeps the time chosen, and books with it', async () => {
    const PAY_URL = 'https://yoomoney.ru/checkout/payments/v2/contract?orderId=2f1d';
    sessionStore.getState().setLaunch({ rawInitData: 'x', user: { id: 4243, first_name: 'Галина' } as never, platform: 'tdesktop', version: '8.0', startParam: null });
    sessionStore.getState().setContainer('web');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const posted: Record<string, unknown>[] = [];
    const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
      if (request.method !== 'POST') return json({}, 503);
      const body = (await request.json()) as Record<string, unknown>;
      posted.push(body);
      if (!body.receipt_email) return json({ error: 'Магазин мастера выдаёт чеки: укажите почту, на неё придёт чек об оплате', code: 'payment.receipt_contact', field: 'email' }, 409);
      return json({
        id: 43, status: 'awaiting_payment', worker_id: 1, place_id: 1, date: '2026-03-11', time_start: '10:30', time_end: '12:00',
        payment: { amount: 800, confirmation_url: PAY_URL, expires_at: '2026-03-10T17:15:00Z' },
      }, 201);
    }));
    try {
      renderAt('/booking/business/1/place/1/worker/1/services/1,2/timeslots', false, 0, [svc(1, 60, 500), svc(2, 30, 300)]);
      await screen.findByText(/^Завтра/);
      fireEvent.click(screen.getByRole('button', { name: '10:30 — 12:00' }));
      fireEvent.click(screen.getByRole('button', { name: 'Записаться' }));
      const dialog = await screen.findByRole('dialog', { name: 'Чек об оплате' });
      const field = await screen.findByLabelText('Почта для чека');
      fireEvent.change(field, { target: { value: 'galina@example.com' } });
      fireEvent.submit(dialog.querySelector('form')!);
      await vi.waitFor(() => expect(assign).toHaveBeenCalledExactlyOnceWith(PAY_URL));
      expect(posted.map((b) => b.receipt_email)).toEqual([undefined, 'galina@example.com']);
      expect(posted[1]).toMatchObject({ timeslot_id: posted[0]!.timeslot_id, time_start: posted[0]!.time_start });
    } finally {
      vi.unstubAllGlobals();
      sessionStore.getState().setLaunch(null);
    }
  });
});
