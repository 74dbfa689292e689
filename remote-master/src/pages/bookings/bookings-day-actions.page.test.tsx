// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { NoticeHost } from '@booking/platform';
import { signedInForEachTest } from '@booking/platform/testkit';
import BookingsPage from './bookings.page';

// Who came and 'Перенести', in the master's day view, with the clock set: Thursday 26 November 2026,
// 12:00 in Moscow, where the master is.
const USER = { id: 4242, first_name: 'Мария' };
const WORKER = {
  id: 7, user_id: USER.id, business_id: 3, uuid: 'u-7', title: 'Мария', description: null, avatar: '', booking_rules_text: null,
  user: { username: 'maria', timezone: 'Europe/Moscow' },
};
const row = (booking_id: number, time_start: string, attendance: string | null = null) => ({
  booking_id, status: 'confirmed', time_start, time_end: '23:59:00', client_name: `Клиент ${booking_id}`, client_avatar: '', client_telegram_id: 100 + booking_id,
  category_name: null, service_title: 'Стрижка', service_price: 1500, duration: 60, can_cancel: false, place_id: 2, place_name: 'Тверская', attendance,
});
let DAYS: Record<string, ReturnType<typeof row>[]>;
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let puts: { id: string; body: unknown }[];
let refuse: string | null;
beforeEach(() => {
  puts = [];
  refuse = null;
  DAYS = {
    '2026-11-26': [row(1, '10:00:00'), row(2, '15:00:00')],
    '2026-11-19': [row(3, '10:00:00', 'came')],
    '2026-11-18': [row(4, '10:00:00', 'no_show')],
  };
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
  vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    const day = /^\/api\/workers\/7\/bookings\/(.+)$/.exec(url.pathname);
    const mark = /^\/api\/bookings\/(\d+)\/attendance$/.exec(url.pathname);
    if (url.pathname === `/api/workers/telegram/${USER.id}`) return answer(WORKER);
    if (url.pathname === '/api/workers/7/places') return answer([]);
    if (day) return answer(DAYS[day[1]!] ?? []);
    if (mark && request.method === 'PUT') {
      const body = (await request.json()) as { attendance: string | null };
      if (refuse) return answer({ message: refuse, error: 'Conflict' }, 409);
      puts.push({ id: mark[1]!, body });
      // The stand-in server keeps it: the day read again shows it.
      for (const r of Object.values(DAYS).flat()) if (r.booking_id === Number(mark[1])) r.attendance = body.attendance;
      return answer({ id: Number(mark[1]), ...body });
    }
    return new Promise<Response>(() => undefined);
  }));
});
signedInForEachTest(USER);

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

async function openDay(date: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/bookings?date=${date}`]}>
        <BookingsPage />
        <Where />
        <NoticeHost />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByTestId('busy-list', {}, { timeout: 5000 });
}
const card = (id: number) => within(document.querySelector(`[data-booking-id="${id}"]`) as HTMLElement);
const pressed = (id: number) => Array.from(document.querySelectorAll(`[data-booking-id="${id}"] [aria-pressed="true"]`)).map((b) => b.textContent);

describe("'Пришёл' / 'Не пришёл' in the master's day view", () => {
  it('a booking whose start has passed gets them, a later one does not; the mark is saved, shown, changed and cleared', async () => {
    await openDay('2026-11-26');
    expect(card(2).queryByRole('group', { name: 'Клиент пришёл?' })).toBeNull();
    expect(pressed(1)).toEqual([]);

    fireEvent.click(card(1).getByRole('button', { name: 'Не пришёл' }));
    await waitFor(() => expect(pressed(1)).toEqual(['Не пришёл']));
    fireEvent.click(card(1).getByRole('button', { name: 'Пришёл' }));
    await waitFor(() => expect(pressed(1)).toEqual(['Пришёл']));
    fireEvent.click(card(1).getByRole('button', { name: 'Пришёл' }));
    await waitFor(() => expect(puts).toHaveLength(3));
    expect(puts).toEqual([
      { id: '1', body: { attendance: 'no_show' } },
      { id: '1', body: { attendance: 'came' } },
      { id: '1', body: { attendance: null } },
    ]);
  });

  it('once the start passes (the clock moves on), the later booking gets them too', async () => {
    vi.setSystemTime(new Date('2026-11-26T12:00:01Z'));
    await openDay('2026-11-26');
    expect(card(2).getByRole('group', { name: 'Клиент пришёл?' })).toBeTruthy();
  });

  it('can be changed on the day 7 days back, not on the day before it (the mark is shown as a line there)', async () => {
    await openDay('2026-11-19');
    expect(pressed(3)).toEqual(['Пришёл']);
    cleanup();
    await openDay('2026-11-18');
    expect(card(4).queryByRole('group')).toBeNull();
    expect(card(4).getByTestId('attendance-mark').textContent).toBe('Не пришёл');
  });
});

describe("the server's refusal of a mark", () => {
  it('is told in its words, and the mark stays as it was', async () => {
    refuse = 'Отметить, пришёл ли клиент, можно в течение 7 дней';
    await openDay('2026-11-19');
    fireEvent.click(card(3).getByRole('button', { name: 'Не пришёл' }));
    expect(await screen.findByText('Отметить, пришёл ли клиент, можно в течение 7 дней')).toBeTruthy();
    expect(pressed(3)).toEqual(['Пришёл']);
  });
});

describe("'Перенести' in the master's day view", () => {
  it("a booking that has not started has it and opens the master's move screen; a started one has not", async () => {
    await openDay('2026-11-26');
    expect(card(1).queryByRole('button', { name: 'Перенести' })).toBeNull();
    fireEvent.click(card(2).getByRole('button', { name: 'Перенести' }));
    expect(screen.getByTestId('where').textContent).toBe('/worker/7/booking/2/move');
  });

  it('once its start has passed, it is gone', async () => {
    vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
    await openDay('2026-11-26');
    expect(card(2).queryByRole('button', { name: 'Перенести' })).toBeNull();
  });
});
