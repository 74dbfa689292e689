// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { schemas } from '@booking/contracts';
import { placeKeys } from '@booking/platform';
import { signedInForEachTest } from '@booking/platform/testkit';
import { BookingCard } from './booking-card.ui';
import 'dayjs/locale/ru';

// 'Добавить в календарь' on a client's booking card: a signed address from the server,
// downloaded through the platform (Telegram's downloadFile inside Telegram; faked here).
const downloads = vi.hoisted(() => [] as [string, string][]);
vi.mock('@booking/platform', async (original) => ({
  ...(await original<typeof import('@booking/platform')>()),
  downloadFile: async (url: string, name: string) => (downloads.push([url, name]), true),
}));

const SIGNED = 'https://booking.test/api/bookings/7/ics?expires=1900000000&sig=' + 'a'.repeat(64);
let refuse: boolean;
let asked: string[];
beforeEach(() => {
  downloads.length = 0;
  refuse = false;
  asked = [];
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
    const { pathname } = new URL(request.url);
    asked.push(`${request.method} ${pathname}`);
    if (pathname === '/api/bookings/7/ics-link' && request.method === 'POST') {
      return refuse
        ? new Response(JSON.stringify({ message: 'Запись не найдена', error: 'Not Found' }), { status: 404, headers: { 'content-type': 'application/json' } })
        : new Response(JSON.stringify({ url: SIGNED, expires_at: '2030-01-01T00:00:00Z' }), { headers: { 'content-type': 'application/json' } });
    }
    return new Promise<Response>(() => undefined);
  }));
});
signedInForEachTest({ id: 501, first_name: 'Анна' });
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const booking: schemas.Booking = {
  id: 7, status: 'confirmed', place_id: 1, worker: { id: 1, name: 'Мария Иванова', avatar: '' },
  services: [{ title: 'Женская стрижка', price: 2500, slot_duration: 60, category_id: 1 }], time: { date: '2030-05-10', time_start: '10:00:00' },
};

function renderCard(b: schemas.Booking, past = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(placeKeys.one(1), { id: 1, name: 'Лайм', address: 'Тверская, 12', avatar: null, business_id: 1, contacts: {}, workers: [1] });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BookingCard booking={b} past={past} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("'Добавить в календарь' on a booking card", () => {
  it('asks the server for the signed address and downloads the booking’s .ics through the platform', async () => {
    renderCard(booking);
    fireEvent.click(screen.getByRole('button', { name: 'Добавить в календарь' }));
    await waitFor(() => expect(downloads).toEqual([[SIGNED, 'booking-7.ics']]));
    expect(asked.filter((a) => a.startsWith('POST'))).toEqual(['POST /api/bookings/7/ics-link']);
  });

  it('says so when the address could not be had, and downloads nothing', async () => {
    refuse = true;
    renderCard(booking);
    fireEvent.click(screen.getByRole('button', { name: 'Добавить в календарь' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Не удалось скачать файл календаря. Попробуйте ещё раз.');
    expect(downloads).toEqual([]);
  });

  it('a past or cancelled booking has no such button', () => {
    renderCard(booking, true);
    renderCard({ ...booking, status: 'cancelled' });
    expect(screen.queryByRole('button', { name: 'Добавить в календарь' })).toBeNull();
  });
});
