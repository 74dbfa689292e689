// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { signedInForEachTest } from '@booking/platform/testkit';
import BookingsPage from './bookings.page';

// From the master's day view to 'Клиенты', and to a client's card by tapping the client.
const USER = { id: 4242, first_name: 'Мария' };
const WORKER = {
  id: 7, user_id: USER.id, business_id: 3, uuid: 'u-7', title: 'Мария', description: null, avatar: '', booking_rules_text: null,
  user: { username: 'maria', timezone: 'Europe/Moscow' },
};
const ROW = {
  booking_id: 1, status: 'confirmed', time_start: '10:00:00', time_end: '11:00:00', client_name: 'Ольга Смирнова', client_avatar: '', client_telegram_id: 555,
  category_name: null, service_title: 'Стрижка', service_price: 1500, duration: 60, can_cancel: false, place_id: 2, place_name: 'Тверская', attendance: null,
};
const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === `/api/workers/telegram/${USER.id}`) return answer(WORKER);
    if (url.pathname === '/api/workers/7/places') return answer([]);
    if (url.pathname.startsWith('/api/workers/7/bookings/')) return answer([ROW]);
    return new Promise<Response>(() => undefined);
  }));
});
signedInForEachTest(USER);

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

async function openDay(path: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {['/bookings', '/worker/:workerId/bookings'].map((p) => <Route key={p} path={p} element={<BookingsPage />} />)}
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByTestId('busy-list', {}, { timeout: 5000 });
}

describe("the day view's ways to the clients", () => {
  it("tapping the client opens their card; 'Клиенты' opens the list", async () => {
    await openDay('/bookings');
    expect(screen.getByRole('link', { name: 'Клиенты' }).getAttribute('href')).toBe('/clients');
    fireEvent.click(screen.getByRole('link', { name: 'Ольга Смирнова' }));
    expect(screen.getByTestId('where').textContent).toBe('/clients/555');
  });

  it('keeps the worker prefix', async () => {
    await openDay('/worker/7/bookings');
    expect(screen.getByRole('link', { name: 'Клиенты' }).getAttribute('href')).toBe('/worker/7/clients');
    expect(screen.getByRole('link', { name: 'Ольга Смирнова' }).getAttribute('href')).toBe('/worker/7/clients/555');
  });
});
