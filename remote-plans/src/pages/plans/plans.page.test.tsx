// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { schemas } from '@booking/contracts';
import { NoticeHost, sessionStore } from '@booking/platform';
import { planKeys } from '@booking/platform/plans';
import { PlansPage } from './plans.page';

afterEach(() => {
  cleanup();
  sessionStore.getState().setContainer(null);
  sessionStore.getState().setPerson(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const FLAGS = { custom_branding: true, priority_support: true, api_access: false, white_label: false };
const FREE: schemas.Plan = {
  id: 1, name: 'Бесплатный', description: 'До 20 записей в месяц', price: '0', price_stars: null, payable_in_rubles: false, duration_days: 30, plan_type: 'free', is_active: true,
  features: { max_bookings: 20, max_services: 10, analytics: false, business_autoreply: false, ...FLAGS },
};
const PRO: schemas.Plan = {
  ...FREE, id: 2, name: 'Про', description: 'Без ограничений', price: '1990', price_stars: 1500, plan_type: 'pro_monthly',
  features: { max_bookings: -1, max_services: -1, analytics: true, business_autoreply: true, ...FLAGS },
};

function openPlans(plans: schemas.Plan[] = [FREE, PRO]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(planKeys.plans, plans);
  render(
    <QueryClientProvider client={client}>
      <PlansPage />
      <NoticeHost />
    </QueryClientProvider>,
  );
  return screen.getAllByTestId('plan-card')[1]!;
}

describe('the plans page', () => {
  it('inside MAX says paying does not work there instead of offering Stars', () => {
    sessionStore.getState().setContainer('max');
    const pro = openPlans();
    expect(within(pro).getByTestId('pay-hint').textContent).toBe('В MAX оплата пока не работает: оформите «Про» в Telegram. Оплата в рублях появится позже.');
    expect(within(pro).queryByTestId('plan-stars')).toBeNull();
    expect(within(pro).queryByRole('button', { name: /Оплатить/ })).toBeNull();
  });

  it('in a browser says where Stars are paid', () => {
    sessionStore.getState().setContainer('web');
    const pro = openPlans();
    expect(within(pro).getByTestId('pay-hint').textContent).toBe('Откройте приложение в Telegram, чтобы оплатить план звёздами.');
    expect(within(pro).getByTestId('plan-stars')).toBeTruthy();
  });
});

describe('buying Про in rubles outside Telegram', () => {
  const RUBLES = { ...PRO, payable_in_rubles: true };
  const CHECKOUT = 'https://yoomoney.ru/checkout/payments/v2/contract?orderId=2f3a';
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const created = { id: 12, plan_id: 2, status: 'pending', started_at: '2026-12-01T07:00:00Z', expires_at: null, auto_renew: false, paid_with: 'rubles', invoice: null, checkout: { amount: 1990, currency: 'RUB', confirmation_url: CHECKOUT } };

  /** The server: no plan in force; the choice answers in turn with `answers`; every body sent is kept. */
  function serve(...answers: Response[]) {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/payments/subscriptions/me') return json({ error: 'Не найдено', code: 'not_found.subscription' }, 404);
      sent.push(await request.json());
      return answers.shift()!;
    }));
    return sent;
  }
  const signedIn = (container: 'web' | 'max') => {
    sessionStore.getState().setContainer(container);
    sessionStore.getState().setPerson({ id: -5, first_name: 'Вера', last_name: null, phone: null, way: container === 'max' ? 'max' : 'phone' });
  };

  it('in a browser: asked for an email for the receipt, then the tab goes to ЮKassa’s page', async () => {
    signedIn('web');
    const sent = serve(json({ error: 'Укажите почту: на неё придёт чек об оплате', code: 'plan.receipt_contact', field: 'email' }, 409), json(created, 201));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const pro = openPlans([FREE, RUBLES]);
    expect(within(pro).queryByTestId('plan-stars')).toBeNull();
    fireEvent.click(within(pro).getByRole('button', { name: /^Оплатить 1\s990\s₽$/ }));
    const field = await within(pro).findByLabelText('Почта для чека');
    fireEvent.change(field, { target: { value: 'vera@example.com' } });
    fireEvent.click(within(pro).getByRole('button', { name: /^Оплатить 1\s990\s₽$/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT));
    expect(sent).toEqual([{ plan_id: 2 }, { plan_id: 2, email: 'vera@example.com' }]);
  });

  it('inside MAX: ЮKassa’s page opens beside the app, which says the plan connects once paid', async () => {
    signedIn('max');
    // MAX's bridge is not started here: what is checked is that the app stays, not how MAX opens the page.
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    serve(json(created, 201));
    const pro = openPlans([FREE, RUBLES]);
    fireEvent.click(within(pro).getByRole('button', { name: /^Оплатить 1\s990\s₽$/ }));
    expect(await screen.findByText('Оплатите на странице ЮKassa: план подключится, как только придёт оплата.')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });
});
