// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { signedInForEachTest } from '@booking/platform/testkit';
import ServiceEditorPage from './service-editor.page';

// The service's deposit ('Предоплата') on the editor: offered only with the master's ЮKassa shop
// connected (read from GET /workers/{id}/payment-settings), sent as deposit_type and deposit_value.
const USER = { id: 4245, first_name: 'Мария' };
const WORKER = {
  id: 7, user_id: USER.id, business_id: 3, uuid: 'u-7', title: 'Мария', description: null, avatar: '', booking_rules_text: null,
  cancel_cutoff_hours: 3, max_moves: null, user: { username: 'maria', timezone: 'Europe/Moscow' },
};
const PLACE = { id: 2, name: 'Мария', address: 'Тверская, 1', avatar: null, business_id: 3, contacts: { phone: null, vk: null, website: null }, workers: [7] };
const CATEGORY = { id: 3, name: 'Стрижки', worker_id: 7 };
const SERVICE = { id: 11, worker_id: 7, category_id: 3, title: 'Стрижка', description: null, price: 2000, slot_duration: 60, booking_deadline: 15, status: 'active', place_id: 2 };
const NEEDS_SHOP = {
  error: 'Чтобы брать предоплату, подключите приём оплаты', message: 'Чтобы брать предоплату, подключите приём оплаты', code: 'service.deposit_needs_shop', params: {},
};
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let connected: boolean;
let settingsReads: number;
let refuse: typeof NEEDS_SHOP | null;
let writes: { method: string; path: string; body: unknown }[];
beforeEach(() => {
  connected = true;
  settingsReads = 0;
  refuse = null;
  writes = [];
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
    const { pathname: path } = new URL(request.url);
    if (path === `/api/workers/telegram/${USER.id}`) return answer(WORKER);
    if (path === `/api/workers/${WORKER.id}/places`) return answer([PLACE]);
    if (path === `/api/services/categories/${WORKER.id}`) return answer([CATEGORY]);
    if (path === `/api/workers/${WORKER.id}/payment-settings`) {
      settingsReads++;
      return answer({ connected, shop_id: connected ? '506751' : null, receipts: false, notification_url: null });
    }
    if (path === '/api/services/' && request.method === 'GET') return answer([]);
    if (path === '/api/services/' && request.method === 'POST') {
      writes.push({ method: 'POST', path, body: await request.json() });
      return refuse ? answer(refuse, 409) : answer({ ...SERVICE, ...(writes.at(-1)!.body as object), id: 12 }, 201);
    }
    return new Promise<Response>(() => undefined);
  }));
});
signedInForEachTest(USER);
afterEach(() => vi.restoreAllMocks());

function Where() {
  const { pathname, hash } = useLocation();
  return <p data-testid="where">{pathname + hash}</p>;
}

function openCreate() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/service/create']}>
        <Routes>
          <Route path="/service/create" element={<ServiceEditorPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const fill = async () => {
  fireEvent.change(await screen.findByLabelText('Название', {}, { timeout: 5000 }), { target: { value: 'Стрижка' } });
  fireEvent.change(screen.getByLabelText('Цена, ₽'), { target: { value: '2000' } });
};
const choice = () => screen.getByLabelText('Предоплата') as HTMLSelectElement;

describe("a service's deposit", () => {
  it('with the shop connected: a fixed sum is sent as deposit_type and deposit_value', async () => {
    openCreate();
    await fill();
    await waitFor(() => expect(choice().disabled).toBe(false));
    fireEvent.change(choice(), { target: { value: 'fixed' } });
    fireEvent.change(screen.getByLabelText('Сумма предоплаты, ₽'), { target: { value: '500' } });
    expect(screen.getByTestId('deposit-sum').textContent!.replaceAll('\u00a0', ' ')).toBe('Клиент внесёт 500 ₽');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.body).toMatchObject({ title: 'Стрижка', price: 2000, deposit_type: 'fixed', deposit_value: 500, worker_id: 7, place_id: 2 });
  });

  it('without a shop: the choice is locked with the way to the profile, and the service goes without a deposit', async () => {
    connected = false;
    openCreate();
    await fill();
    expect((await screen.findByTestId('deposit-needs-shop')).textContent).toContain('Чтобы брать предоплату, подключите приём оплаты в профиле');
    expect(choice().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.body).toMatchObject({ deposit_type: 'none', deposit_value: 0 });
  });

  it("the profile's section is one tap away", async () => {
    connected = false;
    openCreate();
    fireEvent.click(await screen.findByRole('link', { name: 'Открыть приём оплаты' }, { timeout: 5000 }));
    expect((await screen.findByTestId('where')).textContent).toBe('/profile#payment-settings');
  });

  it("the server's refusal for want of a shop is shown (not as the plan's limit) and the shop is read again", async () => {
    refuse = NEEDS_SHOP;
    openCreate();
    await fill();
    await waitFor(() => expect(choice().disabled).toBe(false));
    fireEvent.change(choice(), { target: { value: 'percent' } });
    fireEvent.change(screen.getByLabelText('Процент предоплаты'), { target: { value: '20' } });
    connected = false;
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(NEEDS_SHOP.message)).toBeTruthy();
    expect(screen.queryByTestId('plan-limit')).toBeNull();
    await waitFor(() => expect(settingsReads).toBe(2));
    await waitFor(() => expect(choice().disabled).toBe(true));
    expect((screen.getByLabelText('Процент предоплаты') as HTMLInputElement).value).toBe('20');
  });
});
