// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { sessionStore } from '@booking/platform';
import { screens } from '../../shared/screens';
import BookingLinkPage from './booking-link.page';

/** 2026-12-02 12:00 in Moscow. */
const NOW = new Date(Date.UTC(2026, 11, 2, 9, 0));
const TOKEN = `7-${'Q'.repeat(22)}`;
const card = {
  id: 7, status: 'confirmed', place_id: 1, worker: { id: 1, name: 'Мария', avatar: '' }, can_move: true, can_cancel: true,
  services: [{ title: 'Стрижка', price: 1000, slot_duration: 60, category_id: 1 }],
  time: { date: '2026-12-03', time_start: '14:00:00', starts_at: '2026-12-03T11:00:00Z' },
};
const place = { id: 1, name: 'Лайм', address: 'Тверская, 1', avatar: null, business_id: 1, contacts: {}, workers: [1] };

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={screens.bookingLink.patterns[0]} element={<BookingLinkPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  sessionStore.getState().setLaunch(null);
  sessionStore.getState().setPerson(null);
  sessionStore.getState().setWeb({ webSignIn: true, demo: false });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('the page of a booking’s own link /b/{token}', () => {
  it('shows the booking with its cancel and move for a guest, asking with the link', async () => {
    const links: (string | null)[] = [];
    vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/bookings/7/card')) {
        links.push(request.headers.get('x-booking-link'));
        return json(card);
      }
      if (path.endsWith('/places/1')) return json(place);
      if (path.endsWith('/businesses/1')) return json({ id: 1, name: 'Студия', description: null, avatar: '', places: [], owners: [] });
      return json({ error: 'unexpected' }, 404);
    }));
    renderAt(`/b/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Ваша запись' })).toBeTruthy();
    expect(screen.getByText('Мария')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Отменить запись' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Перенести' })).toBeTruthy();
    expect(links).toEqual([TOKEN]);
    expect(screen.getByRole('button', { name: 'Войти' })).toBeTruthy();
  });

  it('says the link no longer works when the server refuses it, and for what is no token', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: 'over', code: 'auth.booking_link_over' }, 401)));
    renderAt(`/b/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Ссылка больше не действует' })).toBeTruthy();
    cleanup();
    renderAt('/b/nonsense');
    expect(screen.getByRole('heading', { name: 'Ссылка больше не действует' })).toBeTruthy();
  });
});
