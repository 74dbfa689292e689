// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { signedInForEachTest } from '@booking/platform/testkit';
import ClientsPage from './clients.page';

// 'Клиенты' against a stand-in server that pages, searches and sorts as the API does.
const USER = { id: 4242, first_name: 'Мария' };
const WORKER = {
  id: 7, user_id: USER.id, business_id: 3, uuid: 'u-7', title: 'Мария', description: null, avatar: '', booking_rules_text: null,
  user: { username: 'maria', timezone: 'Europe/Moscow' },
};
const client = (i: number) => ({
  telegram_id: 1000 + i, name: `Клиент ${i}`, username: i === 3 ? 'olga_nails' : null, photo_url: null,
  visits: i % 5, last_visit: `2026-11-${String(30 - (i % 28)).padStart(2, '0')}`, spent: i * 100, no_shows: 0, blocked: i === 2,
});
let CLIENTS: ReturnType<typeof client>[];
let fail: boolean;
let asked: URL[];
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function clientsPage(url: URL) {
  const q = (url.searchParams.get('q') ?? '').toLowerCase();
  const sort = url.searchParams.get('sort') ?? 'last_visit';
  const limit = Number(url.searchParams.get('limit') ?? 20);
  const key = (c: ReturnType<typeof client>) => (sort === 'visits' ? c.visits : sort === 'spent' ? c.spent : Date.parse(c.last_visit));
  const all = CLIENTS.filter((c) => c.name.toLowerCase().includes(q) || (c.username ?? '').includes(q)).sort((a, b) => key(b) - key(a) || a.telegram_id - b.telegram_id);
  const before = url.searchParams.get('before');
  const from = before ? all.findIndex((c) => c.telegram_id === Number(before)) + 1 : 0;
  return all.slice(from, from + limit);
}

beforeEach(() => {
  CLIENTS = Array.from({ length: 25 }, (_, i) => client(i + 1));
  fail = false;
  asked = [];
  vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === `/api/workers/telegram/${USER.id}`) return answer(WORKER);
    if (url.pathname === '/api/workers/7/clients') {
      asked.push(url);
      return fail ? answer({ message: 'Ошибка', error: 'Internal' }, 500) : answer(clientsPage(url));
    }
    return new Promise<Response>(() => undefined);
  }));
});
signedInForEachTest(USER);

function Where() {
  const at = useLocation();
  return <output data-testid="where">{at.pathname + at.search}</output>;
}

function open(path = '/clients') {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queries}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {['/clients', '/worker/:workerId/clients'].map((path) => <Route key={path} path={path} element={<ClientsPage />} />)}
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const names = () => screen.queryAllByTestId('client-row').map((row) => row.querySelector('.bk-row__title')!.firstChild!.textContent);
const search = () => screen.getByRole('searchbox', { name: 'Поиск по имени или username' }) as HTMLInputElement;

describe("'Клиенты'", () => {
  it('lists the first page, newest last visit first, and loads the next page after the last client shown', async () => {
    open();
    await waitFor(() => expect(names()).toHaveLength(20), { timeout: 5000 });
    expect(names().slice(0, 2)).toEqual(['Клиент 1', 'Клиент 2']);
    expect(screen.getByText('Заблокирован')).toBeTruthy();
    expect(asked[0]!.search).toBe('?limit=20');
    fireEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(names()).toHaveLength(25));
    expect(asked[1]!.searchParams.get('before')).toBe(String(CLIENTS.find((c) => c.name === names()[19])!.telegram_id));
    // 5 rows on the last page: there is no more.
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });

  it('each row links to the client card, keeping the worker prefix', async () => {
    open('/worker/7/clients');
    await waitFor(() => expect(names()).toHaveLength(20), { timeout: 5000 });
    expect(screen.getAllByTestId('client-row')[0]!.getAttribute('href')).toBe('/worker/7/clients/1001');
    fireEvent.click(screen.getAllByTestId('client-row')[0]!);
    expect(screen.getByTestId('where').textContent).toBe('/worker/7/clients/1001');
  });

  it('searches once typing pauses, keeps what is typed, and says when nobody is found', async () => {
    open();
    await waitFor(() => expect(names()).toHaveLength(20), { timeout: 5000 });
    // Typed a key at a time, faster than the pause that asks.
    for (const typed of ['o', 'ol', 'olg']) {
      fireEvent.change(search(), { target: { value: typed } });
      await new Promise((r) => setTimeout(r, 100));
    }
    await waitFor(() => expect(names()).toEqual(['Клиент 3']));
    // One request for the pause, not one per keystroke; the address keeps the search.
    expect(asked.slice(1).map((u) => u.searchParams.get('q'))).toEqual(['olg']);
    expect(screen.getByTestId('where').textContent).toBe('/clients?q=olg');
    expect(search().value).toBe('olg');
    fireEvent.change(search(), { target: { value: 'Никто' } });
    expect(await screen.findByText('Никого не нашлось')).toBeTruthy();
    expect(search().value).toBe('Никто');
  });

  it('sorts by visits and by money spent', async () => {
    open();
    await waitFor(() => expect(names()).toHaveLength(20), { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Потрачено' }));
    await waitFor(() => expect(names()[0]).toBe('Клиент 25'));
    expect(screen.getByRole('button', { name: 'Потрачено' }).getAttribute('aria-pressed')).toBe('true');
    expect(asked.at(-1)!.searchParams.get('sort')).toBe('spent');
    fireEvent.click(screen.getByRole('button', { name: 'Визиты' }));
    await waitFor(() => expect(names()[0]).toBe('Клиент 4'));
    expect(asked.at(-1)!.searchParams.get('sort')).toBe('visits');
  });

  it('with nobody yet says so', async () => {
    CLIENTS = [];
    open();
    expect(await screen.findByText('Клиентов пока нет: здесь появятся все, кто запишется к вам', {}, { timeout: 5000 })).toBeTruthy();
  });

  it("a failed load says so and 'Повторить' reads again", async () => {
    fail = true;
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Повторить' }, { timeout: 5000 }));
    fail = false;
    await waitFor(() => expect(names()).toHaveLength(20));
  });
});
