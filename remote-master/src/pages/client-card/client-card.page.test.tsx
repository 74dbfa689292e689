// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { NoticeHost, formatPrice } from '@booking/platform';
import { signedInForEachTest } from '@booking/platform/testkit';
import ClientCardPage from './client-card.page';
import { NOTE_SAVE_DELAY_MS } from '../../features/client-note/use-note-autosave';

// A client's card: figures, bookings, the note saved as the master types, the block.
const USER = { id: 4242, first_name: 'Мария' };
const WORKER = {
  id: 7, user_id: USER.id, business_id: 3, uuid: 'u-7', title: 'Мария', description: null, avatar: '', booking_rules_text: null,
  user: { username: 'maria', timezone: 'Europe/Moscow' },
};
const booking = (id: number, date: string, extra: Record<string, unknown> = {}) => ({
  id, status: 'confirmed', date, time_start: '10:00:00', time_end: '11:00:00', starts_at: `${date}T07:00:00Z`,
  services: ['Стрижка', 'Укладка'], price: 1500, attendance: null, cancelled_by: null, ...extra,
});
let CARD: Record<string, unknown>;
let puts: { path: string; body: Record<string, unknown>; keepalive: boolean }[];
let refuse: boolean;
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  puts = [];
  refuse = false;
  CARD = {
    telegram_id: 555, name: 'Ольга Смирнова', username: 'olga_nails', photo_url: null, visits: 3, last_visit: '2026-11-20', spent: 4500,
    no_shows: 1, blocked: false, first_visit: '2025-03-02', cancellations: 2, note: 'Аллергия на латекс',
    bookings: [
      booking(1, '2099-01-15'),
      booking(2, '2026-11-20', { attendance: 'came' }),
      booking(3, '2026-10-01', { attendance: 'no_show' }),
      booking(4, '2026-09-01', { status: 'cancelled', cancelled_by: 'client' }),
    ],
  };
  vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === `/api/workers/telegram/${USER.id}`) return answer(WORKER);
    if (url.pathname === '/api/workers/7/clients/555' && request.method === 'GET') return answer(CARD);
    if (url.pathname === '/api/workers/7/clients/9') return answer({ message: 'Клиент не найден', error: 'Not Found' }, 404);
    if (url.pathname.startsWith('/api/workers/7/clients/555/') && request.method === 'PUT') {
      const body = (await request.json()) as Record<string, unknown>;
      puts.push({ path: url.pathname.slice('/api/workers/7/clients/555/'.length), body, keepalive: request.keepalive === true });
      if (refuse) return answer({ message: 'Сервис недоступен', error: 'Internal' }, 503);
      Object.assign(CARD, body);
      return answer({ telegram_id: 555, ...body });
    }
    return new Promise<Response>(() => undefined);
  }));
});
signedInForEachTest(USER);

/** A link away from the card, so a test can close it as the master's back button does. */
function Away() {
  const navigate = useNavigate();
  return <button onClick={() => navigate('/elsewhere')}>уйти</button>;
}

async function openCard(clientId = 555) {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queries}>
      <MemoryRouter initialEntries={[`/clients/${clientId}`]}>
        <Routes>
          <Route path="/clients/:clientId" element={<ClientCardPage />} />
          <Route path="*" element={<p>где-то ещё</p>} />
        </Routes>
        <Away />
        <NoticeHost />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  if (clientId === 555) await screen.findByRole('heading', { name: 'Ольга Смирнова' }, { timeout: 5000 });
}
const note = () => screen.getByLabelText('Заметка о клиенте') as HTMLTextAreaElement;
const notePuts = () => puts.filter((p) => p.path === 'note');

describe("a client's card", () => {
  it('shows the name, the chat, the figures, and the upcoming and past bookings with what became of them', async () => {
    await openCard();
    expect(screen.getByRole('link', { name: /@olga_nails/ }).getAttribute('href')).toBe('https://t.me/olga_nails');
    const figures = within(screen.getByTestId('client-figures'));
    expect(figures.getByText('Визиты').nextSibling!.textContent).toBe('3');
    expect(figures.getByText('Первый визит').nextSibling!.textContent).toBe('2 марта 2025');
    expect(figures.getByText('Последний визит').nextSibling!.textContent).toBe('20 ноября 2026');
    expect(figures.getByText('Потрачено').nextSibling!.textContent).toBe(formatPrice(4500));
    expect(figures.getByText('Отмены').nextSibling!.textContent).toBe('2');
    expect(figures.getByText('Неявки').nextSibling!.textContent).toBe('1');
    const upcoming = screen.getByTestId('client-upcoming');
    expect(within(upcoming).getAllByRole('listitem').map((li) => li.firstChild!.textContent)).toEqual(['15 января 2099, 10:00']);
    const past = within(screen.getByTestId('client-past')).getAllByRole('listitem');
    expect(past.map((li) => li.lastChild!.textContent)).toEqual([
      expect.stringMatching(/ · Пришёл$/), expect.stringMatching(/ · Не пришёл$/), expect.stringMatching(/ · Отменена клиентом$/),
    ]);
    expect(note().value).toBe('Аллергия на латекс');
  });

  it("says how the bot's messages reach the client: Telegram, MAX, SMS, or not at all", async () => {
    const seen: string[] = [];
    for (const reached of ['telegram', 'max', 'sms', null, undefined]) {
      if (reached === undefined) delete CARD.reached_by;
      else CARD.reached_by = reached;
      await openCard();
      seen.push(within(screen.getByTestId('client-figures')).getByText('Сообщения').nextSibling!.textContent!);
      cleanup();
    }
    expect(seen).toEqual(['Telegram', 'MAX', 'СМС', 'Не доходят', 'Не доходят']);
  });

  it('shows what each deposit became: paid, returned, kept', async () => {
    CARD.bookings = [
      booking(1, '2099-01-15', { deposit: { amount: 500, state: 'paid', confirmation_url: null, expires_at: null, refund_on_cancel: false } }),
      booking(3, '2026-10-01', { attendance: 'no_show', deposit: { amount: 300, state: 'kept', confirmation_url: null, expires_at: null, refund_on_cancel: false } }),
      booking(4, '2026-09-01', { status: 'cancelled', cancelled_by: 'master', deposit: { amount: 700, state: 'refunded', confirmation_url: null, expires_at: null, refund_on_cancel: false } }),
    ];
    await openCard();
    const lines = (await screen.findAllByTestId('booking-deposit')).map((l) => l.textContent);
    expect(lines).toEqual([`Предоплата ${formatPrice(500)}`, `Предоплата ${formatPrice(300)} осталась у вас`, `Предоплата ${formatPrice(700)} возвращена`]);
  });

  it("someone who is not this master's client: 'Клиент не найден'", async () => {
    await openCard(9);
    expect(await screen.findByText('Клиент не найден', {}, { timeout: 5000 })).toBeTruthy();
  });
});

describe('the note', () => {
  it('is saved once the master pauses typing (the latest text, one request), and says so', async () => {
    await openCard();
    fireEvent.change(note(), { target: { value: 'Аллергия на латекс. Любит' } });
    fireEvent.change(note(), { target: { value: 'Аллергия на латекс. Любит короткие ногти' } });
    expect(screen.getByTestId('note-status').textContent).toBe('Сохранение...');
    await waitFor(() => expect(screen.getByTestId('note-status').textContent).toBe('Сохранено'), { timeout: 3000 });
    expect(notePuts().map((p) => p.body)).toEqual([{ note: 'Аллергия на латекс. Любит короткие ногти' }]);
  });

  it('is saved at once when the card closes mid-edit, with a request that outlives the page', async () => {
    await openCard();
    fireEvent.change(note(), { target: { value: 'Перед уходом' } });
    fireEvent.click(screen.getByRole('button', { name: 'уйти' }));
    await screen.findByText('где-то ещё');
    await waitFor(() => expect(notePuts()).toHaveLength(1));
    expect(notePuts()[0]).toEqual({ path: 'note', body: { note: 'Перед уходом' }, keepalive: true });
  });

  it('is saved at once when the app goes away (pagehide) or on blur', async () => {
    await openCard();
    fireEvent.change(note(), { target: { value: 'Закрыли приложение' } });
    act(() => void window.dispatchEvent(new Event('pagehide')));
    // At once: well before the pause after typing would have saved it.
    await waitFor(() => expect(notePuts().map((p) => p.body.note)).toEqual(['Закрыли приложение']), { timeout: 300 });
    expect(notePuts()[0]!.keepalive).toBe(true);
    fireEvent.change(note(), { target: { value: 'Ушли из поля' } });
    fireEvent.blur(note());
    await waitFor(() => expect(notePuts().map((p) => p.body.note)).toEqual(['Закрыли приложение', 'Ушли из поля']), { timeout: 300 });
  });

  it('over 2000 characters is refused on screen and never sent; shortened, it is saved', async () => {
    await openCard();
    // On a fake clock, so that the pause after typing can pass at once below.
    vi.useFakeTimers();
    try {
      fireEvent.change(note(), { target: { value: 'я'.repeat(2001) } });
      expect(screen.getByRole('alert').textContent).toBe('Заметка — не больше 2000 символов. Сократите её, иначе она не сохранится.');
      expect(note().getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByTestId('note-counter').textContent).toBe('2001 / 2000');
      fireEvent.blur(note());
      // Not sent on blur, nor once the pause has passed.
      await vi.advanceTimersByTimeAsync(NOTE_SAVE_DELAY_MS);
    } finally {
      vi.useRealTimers();
    }
    expect(notePuts()).toEqual([]);
    // Nothing typed is lost: the text stays to be shortened.
    expect(note().value).toHaveLength(2001);
    fireEvent.change(note(), { target: { value: 'я'.repeat(2000) } });
    await waitFor(() => expect(notePuts()).toHaveLength(1), { timeout: 3000 });
  });

  it("a failed save says so and 'Повторить' saves it", async () => {
    await openCard();
    refuse = true;
    fireEvent.change(note(), { target: { value: 'Не дошло' } });
    expect(await screen.findByText('Не удалось сохранить заметку', {}, { timeout: 3000 })).toBeTruthy();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(screen.getByTestId('note-status').textContent).toBe('Сохранено'));
    expect(notePuts().map((p) => p.body.note)).toEqual(['Не дошло', 'Не дошло']);
  });
});

describe("'Заблокировать'", () => {
  it('blocks and unblocks the client, with the state shown', async () => {
    await openCard();
    const toggle = screen.getByRole('switch', { name: 'Заблокировать' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(screen.getByTestId('block-state').textContent).toBe('Клиент может записываться к вам.');
    fireEvent.click(toggle);
    // The switch moves at once, not when the answer comes.
    expect(toggle.checked).toBe(true);
    await waitFor(() => expect(screen.getByTestId('block-state').textContent).toMatch(/^Клиент не может записаться к вам/));
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.checked).toBe(false);
    await waitFor(() => expect(screen.getByTestId('block-state').textContent).toBe('Клиент может записываться к вам.'));
    expect(puts.filter((p) => p.path === 'block').map((p) => p.body)).toEqual([{ blocked: true }, { blocked: false }]);
  });

  it('a refused change says so and the switch stays as it was', async () => {
    await openCard();
    refuse = true;
    const toggle = screen.getByRole('switch', { name: 'Заблокировать' }) as HTMLInputElement;
    fireEvent.click(toggle);
    expect(await screen.findByText('Не удалось изменить блокировку')).toBeTruthy();
    expect(toggle.checked).toBe(false);
  });
});
