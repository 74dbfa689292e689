// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { defaultScheduler, notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { webConfig } from '@booking/platform';
import { screens } from '../../shared/screens';
import PaymentReturnPage, { POLL_MS, WAIT_MS } from './payment-return.page';
import 'dayjs/locale/ru';

const TOKEN = '42-1797000669-Q2hlY2tlZF9ieV90aGVfc2VydmVy';
const answer = (state: 'awaiting' | 'paid' | 'released') => ({
  booking_id: 42, state, amount: 500, worker_name: 'Мария Иванова', date: '2030-05-10', time_start: '10:00',
});
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server's answers, one per request in turn (the last repeats); the paths asked are kept. */
function serve(...answers: Response[]) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
    asked.push(new URL(request.url).pathname);
    return (answers.length > 1 ? answers.shift()! : answers[0]!).clone();
  }));
  return asked;
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={screens.paymentReturn.patterns[0]} element={<PaymentReturnPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Lets the fake clock run `ms` on, and the answers and renders that follow it settle. */
async function pass(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  // A response's body is read on Node's own queue, which is not faked: one turn of it lets the answer in.
  await act(() => new Promise((resolve) => setImmediate(resolve)));
}

// The clock of the polls and of the 3 minutes is fake; the rest (how a response's body is read) is
// real, and the query client tells the page of an answer in a microtask, not on the fake clock's timers.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  notifyManager.setScheduler(queueMicrotask);
});
afterEach(() => {
  notifyManager.setScheduler(defaultScheduler);
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the page ЮKassa returns the client to, /paid/{token}', () => {
  it('waits for the payment, asking every 2 s, then shows the booking made, with the way back to the messenger', async () => {
    const asked = serve(json(answer('awaiting')), json(answer('awaiting')), json(answer('paid')));
    renderAt(`/paid/${TOKEN}`);
    await pass(0);
    expect(screen.getByTestId('payment-awaiting').textContent).toContain('Ожидаем оплату…');
    await pass(POLL_MS);
    expect(screen.getByTestId('payment-awaiting')).toBeTruthy();
    await pass(POLL_MS);
    expect(screen.getByRole('heading', { name: 'Запись оформлена!' })).toBeTruthy();
    expect(screen.getByText('Мария Иванова, пт, 10 мая в 10:00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Вернуться в Telegram' }).getAttribute('href')).toBe(`https://t.me/${webConfig.botUsername}`);
    expect(screen.getByRole('link', { name: 'Вернуться в MAX' }).getAttribute('href')).toBe(`https://max.ru/${webConfig.maxBotName}`);
    expect(asked).toEqual(Array(3).fill(`/api/payments/return/${TOKEN}`));
    // Paid: nothing more to ask.
    await pass(POLL_MS * 3);
    expect(asked).toHaveLength(3);
  });

  it('stops asking after 3 minutes and says the booking confirms by itself', async () => {
    const asked = serve(json(answer('awaiting')));
    renderAt(`/paid/${TOKEN}`);
    await pass(WAIT_MS);
    expect(screen.getByRole('heading').textContent).toBe('Оплата ещё не пришла. Если вы оплатили, запись подтвердится сама — проверьте её в приложении');
    const count = asked.length;
    // The first read, then one every 2 s for 3 minutes.
    expect(count).toBe(1 + WAIT_MS / POLL_MS);
    await pass(POLL_MS * 5);
    expect(asked).toHaveLength(count);
  });

  it('a hold that ended unpaid says the time was released', async () => {
    serve(json(answer('released')));
    renderAt(`/paid/${TOKEN}`);
    await pass(0);
    expect(screen.getByRole('heading', { name: 'Время освобождено: оплата не пришла вовремя' })).toBeTruthy();
  });

  it.each([400, 404])('a token the server refuses (%i) is an invalid link', async (status) => {
    serve(json({ message: 'not a payment token', error: 'invalid' }, status));
    renderAt(`/paid/${TOKEN}`);
    await pass(0);
    expect(screen.getByRole('heading', { name: 'Ссылка на оплату недействительна' })).toBeTruthy();
  });

  it('what cannot be a token is an invalid link, asked about nowhere', async () => {
    const asked = serve(json(answer('paid')));
    renderAt('/paid/short');
    await pass(0);
    expect(screen.getByRole('heading', { name: 'Ссылка на оплату недействительна' })).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it('a server that fails otherwise gets the usual error with "Повторить"', async () => {
    serve(json({ message: 'down', error: 'unavailable' }, 503), json(answer('paid')));
    renderAt(`/paid/${TOKEN}`);
    await pass(0);
    expect(screen.getByText('Ошибка загрузки данных')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Повторить' }).click());
    await pass(0);
    expect(screen.getByRole('heading', { name: 'Запись оформлена!' })).toBeTruthy();
  });
});
