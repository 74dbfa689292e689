// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { defaultScheduler, notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { screens } from '../../shared/screens';
import PlanPaidPage, { POLL_MS, WAIT_MS } from './plan-paid.page';

const TOKEN = '12-1797000669-5c0ffee5c0ffee5c0ffee5c0ffee5c0ffee5c0ffee5c0ffee5c0ffee5c0ffee5c0f';
const PRO = {
  id: 2, name: 'Про', description: 'Без ограничений', price: '990.00', price_stars: 500, payable_in_rubles: true, duration_days: 30, plan_type: 'pro_monthly', is_active: true,
  features: { max_bookings: -1, max_services: -1, analytics: true, custom_branding: true, priority_support: true, api_access: false, white_label: false, business_autoreply: true },
};
const answer = (state: 'awaiting' | 'paid' | 'failed', scheduled = false) => ({
  subscription_id: 12, state, plan_id: 2, scheduled, expires_at: state === 'paid' ? '2026-12-31T07:00:00Z' : null,
});
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server's answers to the return reading, one per request in turn (the last repeats); the plans always. */
function serve(...answers: Response[]) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/payments/plans') return json([PRO]);
    asked.push(path);
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
          <Route path={screens.planPaid.patterns[0]} element={<PlanPaidPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function pass(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  // A response's body is read on Node's own queue, which is not faked: a few turns of it let the answers in.
  for (let i = 0; i < 3; i++) await act(() => new Promise((resolve) => setImmediate(resolve)));
}

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

describe('the page ЮKassa returns a master to, /subscription/paid/{token}', () => {
  it('waits for the payment, asking every 2 s, then says the plan is in force until its end', async () => {
    const asked = serve(json(answer('awaiting')), json(answer('paid')));
    renderAt(`/subscription/paid/${TOKEN}`);
    await pass(0);
    expect(screen.getByTestId('plan-paid-awaiting').textContent).toContain('Ожидаем оплату…');
    await pass(POLL_MS);
    expect(screen.getByRole('heading', { name: 'Оплата прошла' })).toBeTruthy();
    expect(screen.getByText('План «Про» действует до 31.12.2026.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'К тарифам' }).getAttribute('href')).toBe('/subscription/plans');
    expect(asked).toEqual(Array(2).fill(`/api/payments/subscriptions/return/${TOKEN}`));
    await pass(POLL_MS * 3);
    expect(asked).toHaveLength(2);
  });

  it('a plan bought while another is in force is said to follow it', async () => {
    serve(json(answer('paid', true)));
    renderAt(`/subscription/paid/${TOKEN}`);
    await pass(0);
    expect(screen.getByText('План «Про» начнёт действовать, когда закончится текущий, и продлится до 31.12.2026.')).toBeTruthy();
  });

  it('stops asking after 3 minutes; a failed payment and a refused token are said', async () => {
    const asked = serve(json(answer('awaiting')));
    renderAt(`/subscription/paid/${TOKEN}`);
    await pass(WAIT_MS);
    expect(screen.getByTestId('plan-paid-late').textContent).toContain('План подключится сам');
    const count = asked.length;
    await pass(POLL_MS * 3);
    expect(asked).toHaveLength(count);
    cleanup();
    serve(json(answer('failed')));
    renderAt(`/subscription/paid/${TOKEN}`);
    await pass(0);
    expect(screen.getByTestId('plan-paid-failed').textContent).toContain('Оплата не прошла, план не подключён.');
    cleanup();
    serve(json({ error: 'Ссылка на оплату недействительна', code: 'payment.return_invalid' }, 400));
    renderAt(`/subscription/paid/${TOKEN}`);
    await pass(0);
    expect(screen.getByTestId('plan-paid-invalid').textContent).toContain('Ссылка на оплату недействительна');
  });

  it('asks nothing about what cannot be a token', async () => {
    const asked = serve(json(answer('paid')));
    renderAt('/subscription/paid/short');
    await pass(0);
    expect(screen.getByTestId('plan-paid-invalid')).toBeTruthy();
    expect(asked).toHaveLength(0);
  });
});
