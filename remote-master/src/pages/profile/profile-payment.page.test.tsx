// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { signedInForEachTest } from '@booking/platform/testkit';
import type { PaymentSettings } from '@booking/contracts/schemas';
import ProfilePage from './profile.page';

// 'Приём оплаты' in the master's profile: the master's own ЮKassa shop, connected with its id and
// secret key (the server checks the key with ЮKassa), shown with its notification address, and disconnected.
const tg = vi.hoisted(() => ({ confirmAnswer: true, confirms: [] as string[] }));
vi.mock('@booking/platform', async (original) => ({
  ...(await original<typeof import('@booking/platform')>()),
  confirm: async ({ title }: { title: string }) => (tg.confirms.push(title), tg.confirmAnswer),
}));

const USER = { id: 4244, first_name: 'Мария' };
const WORKER = {
  id: 7, user_id: USER.id, business_id: 3, uuid: 'u-7', title: 'Мария', description: 'Стрижки', avatar: '', booking_rules_text: null,
  cancel_cutoff_hours: 3, max_moves: null, user: { username: 'maria', timezone: 'Europe/Moscow' },
};
const SETTINGS_PATH = `/api/workers/${WORKER.id}/payment-settings`;
const NOT_CONNECTED: PaymentSettings = { connected: false, shop_id: null, receipts: false, notification_url: null };
const CONNECTED: PaymentSettings = { connected: true, shop_id: '506751', receipts: true, notification_url: 'https://booking.test/api/yookassa/notifications' };
const REFUSED = {
  error: 'ЮKassa не приняла ID магазина или секретный ключ. Проверьте их в личном кабинете ЮKassa.',
  message: 'ЮKassa не приняла ID магазина или секретный ключ. Проверьте их в личном кабинете ЮKassa.',
  code: 'payment.shop_refused', params: {}, field: 'secret_key',
};
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let settings: PaymentSettings;
/** The GET held unanswered: the section is loading. */
let holdRead: boolean;
/** The PUT's answer: null to hold it (the save is in progress) until `release` is called. */
let putAnswer: (() => Response) | null;
let release: () => void;
let writes: { method: string; body: unknown }[];
let clipboard: string[];
beforeEach(() => {
  Object.assign(tg, { confirmAnswer: true, confirms: [] });
  settings = NOT_CONNECTED;
  holdRead = false;
  putAnswer = () => answer(REFUSED, 400);
  writes = [];
  clipboard = [];
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void clipboard.push(text) } });
  vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
    const { pathname: path } = new URL(request.url);
    if (path === `/api/workers/telegram/${USER.id}`) return answer(WORKER);
    if (path !== SETTINGS_PATH) return new Promise<Response>(() => undefined);
    if (request.method === 'GET') return holdRead ? new Promise<Response>(() => undefined) : answer(settings);
    writes.push({ method: request.method, body: await request.text().then((t) => (t ? JSON.parse(t) : undefined)) });
    if (request.method === 'DELETE') return answer((settings = NOT_CONNECTED));
    if (putAnswer) return putAnswer();
    return new Promise<Response>((resolve) => (release = () => resolve(answer((settings = CONNECTED)))));
  }));
});
signedInForEachTest(USER);
afterEach(() => vi.restoreAllMocks());

function openProfile() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/profile']}>
        <ProfilePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const section = async () => within(await screen.findByTestId('payment-settings', {}, { timeout: 5000 }));
const input = (s: Awaited<ReturnType<typeof section>>, label: string) => s.getByLabelText(label) as HTMLInputElement;

describe("'Приём оплаты'", () => {
  it('says what it is and shows loading while the shop is read', async () => {
    holdRead = true;
    openProfile();
    const s = await section();
    expect(s.getByRole('heading', { name: 'Приём оплаты' })).toBeTruthy();
    expect(s.getByText('Предоплата идёт сразу в ваш магазин ЮKassa')).toBeTruthy();
    expect(s.getByRole('status').textContent).toBe('Загрузка...');
    expect(s.queryByRole('button', { name: 'Подключить' })).toBeNull();
  });

  it("a wrong key: the server's message under the key, and everything typed stays", async () => {
    openProfile();
    const s = await section();
    fireEvent.change(await s.findByLabelText('ID магазина'), { target: { value: '506751' } });
    fireEvent.change(input(s, 'Секретный ключ'), { target: { value: 'test_wrong' } });
    fireEvent.click(s.getByRole('switch', { name: 'Магазин выдаёт чеки (54-ФЗ)' }));
    expect(input(s, 'Секретный ключ').type).toBe('password');
    expect(input(s, 'Секретный ключ').autocomplete).toBe('off');
    fireEvent.click(s.getByRole('button', { name: 'Подключить' }));

    expect((await s.findByRole('alert')).textContent).toBe(REFUSED.message);
    expect(input(s, 'Секретный ключ').getAttribute('aria-invalid')).toBe('true');
    expect(writes).toEqual([{ method: 'PUT', body: { shop_id: '506751', secret_key: 'test_wrong', receipts: true } }]);
    expect(input(s, 'ID магазина').value).toBe('506751');
    expect(input(s, 'Секретный ключ').value).toBe('test_wrong');
    expect((s.getByRole('switch') as HTMLInputElement).checked).toBe(true);
  });

  it('nothing is sent without an id of digits and a key', async () => {
    openProfile();
    const s = await section();
    fireEvent.change(await s.findByLabelText('ID магазина'), { target: { value: 'shop' } });
    fireEvent.click(s.getByRole('button', { name: 'Подключить' }));
    expect(await s.findByText('ID магазина — только цифры')).toBeTruthy();
    expect(s.getByText('Введите секретный ключ')).toBeTruthy();
    expect(writes).toEqual([]);
  });

  it('while the key is checked the button is busy; connected, the shop and its notification address show', async () => {
    putAnswer = null;
    openProfile();
    const s = await section();
    fireEvent.change(await s.findByLabelText('ID магазина'), { target: { value: '506751' } });
    fireEvent.change(input(s, 'Секретный ключ'), { target: { value: 'live_right' } });
    fireEvent.click(s.getByRole('button', { name: 'Подключить' }));
    const busy = (await s.findByRole('button', { name: 'Проверяем магазин...' })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    release();
    expect((await s.findByTestId('shop-connected')).textContent).toBe('Магазин 506751 подключён');
    expect(input(s, 'Адрес для уведомлений в личном кабинете ЮKassa').value).toBe(CONNECTED.notification_url);
  });
});

describe("'Приём оплаты' connected", () => {
  it('shows the address to copy and disconnects only after the master confirms', async () => {
    settings = CONNECTED;
    openProfile();
    const s = await section();
    expect((await s.findByTestId('shop-connected')).textContent).toBe('Магазин 506751 подключён');
    const address = input(s, 'Адрес для уведомлений в личном кабинете ЮKassa');
    expect(address.readOnly).toBe(true);
    expect(address.value).toBe('https://booking.test/api/yookassa/notifications');
    fireEvent.click(s.getByRole('button', { name: 'Скопировать' }));
    await s.findByRole('button', { name: 'Скопировано!' });
    expect(clipboard).toEqual(['https://booking.test/api/yookassa/notifications']);

    tg.confirmAnswer = false;
    fireEvent.click(s.getByRole('button', { name: 'Отключить' }));
    await waitFor(() => expect(tg.confirms).toEqual(['Отключить приём оплаты?']));
    expect(writes).toEqual([]);

    tg.confirmAnswer = true;
    fireEvent.click(s.getByRole('button', { name: 'Отключить' }));
    expect(await s.findByRole('button', { name: 'Подключить' })).toBeTruthy();
    expect(writes).toEqual([{ method: 'DELETE', body: undefined }]);
  });

  it('without the public address yet, says the address comes once it is set', async () => {
    settings = { ...CONNECTED, notification_url: null };
    openProfile();
    const s = await section();
    expect((await s.findByTestId('notification-url-pending')).textContent).toBe('Адрес для уведомлений появится, когда у сервиса будет задан публичный адрес.');
    expect(s.queryByRole('textbox')).toBeNull();
    expect(s.getByRole('button', { name: 'Отключить' })).toBeTruthy();
  });
});
