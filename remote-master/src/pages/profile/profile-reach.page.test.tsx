// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { signedInForEachTest } from '@booking/platform/testkit';
import ProfilePage from './profile.page';

// Reaching clients, from the master's profile: 'Поделиться карточкой' (Telegram's share sheet, faked here),
// 'Автоответ в личных сообщениях' and 'Календарь'.
const tg = vi.hoisted(() => ({ canShare: true, shared: [] as string[], outcomes: [] as string[], confirmAnswer: true, confirms: [] as string[] }));
vi.mock('@booking/platform', async (original) => ({
  ...(await original<typeof import('@booking/platform')>()),
  canShareMessage: async () => tg.canShare,
  shareMessage: async (id: string) => (tg.shared.push(id), tg.outcomes.shift() ?? 'sent'),
  confirm: async ({ title }: { title: string }) => (tg.confirms.push(title), tg.confirmAnswer),
}));

const USER = { id: 4243, first_name: 'Мария' };
const WORKER = {
  id: 7, user_id: USER.id, business_id: 3, uuid: 'u-7', title: 'Мария', description: 'Стрижки', avatar: '', booking_rules_text: null,
  cancel_cutoff_hours: 3, max_moves: null, user: { username: 'maria', timezone: 'Europe/Moscow' },
};
const PLACE = { id: 2, name: 'Мария', address: 'Тверская, 1', avatar: null, business_id: 3, contacts: { phone: '+79991234567', vk: null, website: null }, workers: [7] };
const features = (business_autoreply: boolean) => ({ max_bookings: -1, max_services: -1, analytics: false, custom_branding: false, priority_support: false, api_access: false, white_label: false, business_autoreply });
const PLANS = [
  { id: 1, name: 'Бесплатный', description: null, price: '0', price_stars: 0, duration_days: 30, plan_type: 'free', is_active: true, features: features(false) },
  { id: 2, name: 'Про', description: null, price: '500', price_stars: 500, duration_days: 30, plan_type: 'pro_monthly', is_active: true, features: features(true) },
];
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let autoreply: { connected: boolean; can_reply: boolean; enabled: boolean };
let clientSms: { enabled: boolean; used: number; max: number; month: string };
let planId: number | null;
let calendarUrl: string;
let writes: { method: string; path: string; body: unknown }[];
let clipboard: string[];
beforeEach(() => {
  Object.assign(tg, { canShare: true, shared: [], outcomes: [], confirmAnswer: true, confirms: [] });
  autoreply = { connected: true, can_reply: true, enabled: false };
  clientSms = { enabled: true, used: 12, max: 50, month: '2026-12-01' };
  planId = 2;
  calendarUrl = 'https://booking.test/api/calendar/old-token.ics';
  writes = [];
  clipboard = [];
  let cards = 0;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void clipboard.push(text) } });
  vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
    const { pathname: path } = new URL(request.url);
    const method = request.method;
    if (method !== 'GET') writes.push({ method, path, body: await request.text().then((t) => (t ? JSON.parse(t) : undefined)) });
    if (path === `/api/workers/telegram/${USER.id}`) return answer(WORKER);
    if (path === `/api/workers/${WORKER.id}/places`) return answer([PLACE]);
    if (path === '/api/payments/plans') return answer(PLANS);
    if (path === '/api/payments/subscriptions/me') return planId === null ? answer({ message: 'нет', error: 'Not Found' }, 404) : answer({ id: 1, plan_id: planId, status: 'active', started_at: '2026-01-01T00:00:00Z', expires_at: null, auto_renew: true });
    if (path === `/api/workers/${WORKER.id}/business-autoreply`) {
      if (method === 'PUT') autoreply = { ...autoreply, ...(writes.at(-1)!.body as object) };
      return answer(autoreply);
    }
    if (path === `/api/workers/${WORKER.id}/client-sms`) {
      if (method === 'PUT') clientSms = { ...clientSms, ...(writes.at(-1)!.body as object) };
      return answer(clientSms);
    }
    if (path === `/api/workers/${WORKER.id}/share-card`) return answer({ id: `card-${++cards}`, expires_at: '2030-01-01T00:00:00Z' });
    if (path === `/api/workers/${WORKER.id}/calendar`) return answer({ url: calendarUrl });
    if (path === `/api/workers/${WORKER.id}/calendar/token`) return answer({ url: (calendarUrl = 'https://booking.test/api/calendar/new-token.ics') });
    return new Promise<Response>(() => undefined);
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
const section = async (testId: string) => within(await screen.findByTestId(testId, {}, { timeout: 5000 }));

describe("'Автоответ в личных сообщениях'", () => {
  it('not connected: says so with the how-to, and the switch is off and cannot be turned on', async () => {
    autoreply = { connected: false, can_reply: false, enabled: false };
    openProfile();
    const s = await section('business-autoreply');
    expect(s.getByRole('heading', { name: 'Автоответ в личных сообщениях' })).toBeTruthy();
    await s.findByText('Аккаунт не подключён');
    expect(s.getByText(/Настройки → Telegram для бизнеса → Чат-боты/)).toBeTruthy();
    const toggle = s.getByRole('switch', { name: 'Отвечать клиентам' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(toggle.disabled).toBe(true);
    expect(s.getByText('Включить можно после подключения аккаунта.')).toBeTruthy();
  });

  it('connected, may reply, the “Про” plan: the switch turns the answers on (PUT) and shows what the server keeps', async () => {
    openProfile();
    const s = await section('business-autoreply');
    await s.findByText('Аккаунт подключён');
    const toggle = s.getByRole('switch', { name: 'Отвечать клиентам' }) as HTMLInputElement;
    await waitFor(() => expect(toggle.disabled).toBe(false));
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect(writes).toEqual([{ method: 'PUT', path: `/api/workers/${WORKER.id}/business-autoreply`, body: { enabled: true } }]);
    expect(s.queryByTestId('autoreply-block')).toBeNull();
  });

  it('without the right to reply, or on the free plan, it cannot be turned on and says why', async () => {
    autoreply = { connected: true, can_reply: false, enabled: false };
    openProfile();
    let s = await section('business-autoreply');
    expect(await s.findByText('Разрешите боту отвечать на сообщения в настройках чат-бота в Telegram.')).toBeTruthy();
    document.body.innerHTML = '';

    autoreply = { connected: true, can_reply: true, enabled: false };
    planId = null;
    openProfile();
    s = await section('business-autoreply');
    expect(await s.findByText('Автоответ доступен на тарифе «Про».')).toBeTruthy();
    expect((s.getByRole('switch') as HTMLInputElement).disabled).toBe(true);
  });
});

describe("'СМС клиентам'", () => {
  it('shows this month’s use of the plan’s cap, and the switch turns the clients’ SMS off (PUT)', async () => {
    openProfile();
    const s = await section('client-sms');
    expect(await s.findByText('В этом месяце: 12 из 50 СМС')).toBeTruthy();
    const toggle = s.getByRole('switch', { name: 'Отправлять СМС' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(false));
    expect(writes).toEqual([{ method: 'PUT', path: `/api/workers/${WORKER.id}/client-sms`, body: { enabled: false } }]);
  });

  it('says so when the month’s cap is used up', async () => {
    clientSms = { enabled: true, used: 50, max: 50, month: '2026-12-01' };
    openProfile();
    const s = await section('client-sms');
    expect(await s.findByText('Лимит тарифа на этот месяц исчерпан: записи создаются, но СМС не отправляются.')).toBeTruthy();
    document.body.innerHTML = '';
    clientSms = { enabled: true, used: 49, max: 50, month: '2026-12-01' };
    openProfile();
    const near = await section('client-sms');
    expect(await near.findByText('Лимит тарифа на этот месяц почти исчерпан: следующие СМС могут не отправиться.')).toBeTruthy();
  });
});

describe("'Поделиться карточкой'", () => {
  it('prepares a new card on each press and opens Telegram’s share sheet with its id', async () => {
    openProfile();
    const button = await screen.findByRole('button', { name: 'Поделиться карточкой' }, { timeout: 5000 });
    fireEvent.click(button);
    await waitFor(() => expect(tg.shared).toEqual(['card-1']));
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(tg.shared).toEqual(['card-1', 'card-2']));
    expect(writes.map((w) => `${w.method} ${w.path}`)).toEqual([`POST /api/workers/${WORKER.id}/share-card`, `POST /api/workers/${WORKER.id}/share-card`]);
  });

  it('a card Telegram says has expired is prepared again', async () => {
    tg.outcomes = ['expired'];
    openProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Поделиться карточкой' }, { timeout: 5000 }));
    await waitFor(() => expect(tg.shared).toEqual(['card-1', 'card-2']));
  });

  it('outside Telegram (or an old one) copies the invite link and says so, preparing nothing', async () => {
    tg.canShare = false;
    openProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Поделиться карточкой' }, { timeout: 5000 }));
    await screen.findAllByText('Ссылка скопирована');
    expect(clipboard).toEqual([expect.stringMatching(/^https:\/\/t\.me\/\w+\?startapp=u-7$/)]);
    expect(tg.shared).toEqual([]);
    expect(writes).toEqual([]);
  });
});

describe("'Календарь'", () => {
  it('shows the secret address; copies it; changes it only after the master confirms', async () => {
    openProfile();
    const s = await section('calendar-feed');
    expect(s.getByRole('heading', { name: 'Календарь' })).toBeTruthy();
    const address = (await s.findByLabelText('Адрес календаря')) as HTMLInputElement;
    expect(address.value).toBe('https://booking.test/api/calendar/old-token.ics');

    fireEvent.click(s.getByRole('button', { name: 'Скопировать' }));
    await s.findByRole('button', { name: 'Скопировано!' });
    expect(clipboard).toEqual(['https://booking.test/api/calendar/old-token.ics']);

    tg.confirmAnswer = false;
    fireEvent.click(s.getByRole('button', { name: 'Сменить адрес' }));
    await waitFor(() => expect(tg.confirms).toEqual(['Сменить адрес календаря?']));
    expect(writes).toEqual([]);

    tg.confirmAnswer = true;
    fireEvent.click(s.getByRole('button', { name: 'Сменить адрес' }));
    await waitFor(() => expect(address.value).toBe('https://booking.test/api/calendar/new-token.ics'));
    expect(writes).toEqual([{ method: 'POST', path: `/api/workers/${WORKER.id}/calendar/token`, body: undefined }]);
  });
});
