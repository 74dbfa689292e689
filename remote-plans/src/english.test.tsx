// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { schemas } from '@booking/contracts';
import { setLanguage } from '@booking/platform';
import { planKeys } from '@booking/platform/plans';
import { planName, priceLabel } from './entities/plan/plan.lib';
import { PlanCard } from './features/plan-card/plan-card.ui';
import { PlansPage } from './pages/plans/plans.page';
import { texts } from './shared/texts';

// A person whose language is English: the language is set, then the area's English module loaded,
// as startApp and the shell do before the first render.
beforeAll(async () => {
  setLanguage('en');
  await import('./english');
});
afterAll(() => setLanguage('ru'));
afterEach(cleanup);

const CYRILLIC = /[А-Яа-яЁё]/;
// The seeded plans as the database holds them (api/src/db/migrations.ts): Russian names and descriptions.
const FLAGS = { custom_branding: true, priority_support: true, api_access: false, white_label: false };
const FREE: schemas.Plan = {
  id: 1, name: 'Бесплатный', description: 'До 20 записей в месяц', price: '0', price_stars: null, payable_in_rubles: false, duration_days: 30, plan_type: 'free', is_active: true,
  features: { max_bookings: 20, max_services: 10, analytics: false, business_autoreply: false, ...FLAGS },
};
const PRO: schemas.Plan = {
  ...FREE, id: 2, name: 'Про', description: 'Без ограничений', price: '1990', price_stars: 1500, plan_type: 'pro_monthly',
  features: { max_bookings: -1, max_services: -1, analytics: true, business_autoreply: true, ...FLAGS },
};

describe('the plans area in English', () => {
  it('the plans page: heading, the plans by their type, prices, Stars and features, not a Russian letter', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(planKeys.plans, [FREE, PRO]);
    render(
      <QueryClientProvider client={client}>
        <PlansPage />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Choose a plan');
    const [free, pro] = screen.getAllByTestId('plan-card') as [HTMLElement, HTMLElement];
    expect(within(free).getByRole('heading').textContent).toBe('Free');
    expect(within(free).getByText('Current plan')).toBeTruthy();
    expect(within(free).getByRole('list', { name: 'What’s included' }).textContent).toBe('Up to 20 bookings a monthUp to 10 services');
    expect(within(pro).getByRole('heading').textContent).toBe('Pro');
    expect(pro.textContent).toContain('No limits');
    expect(pro.textContent).toContain('1,990 ₽ per month');
    expect(within(pro).getByTestId('plan-stars').textContent).toBe(' · 1,500 ⭐');
    expect(within(pro).getByTestId('plan-stars').getAttribute('aria-label')).toBe('1,500 Telegram Stars');
    expect(within(pro).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Unlimited bookings', 'Unlimited services', 'Statistics and clients', 'Auto-replies in your Telegram chats']);
    // Outside Telegram the paid plan cannot be paid for here.
    expect(within(pro).getByRole('button', { name: 'Payment works in Telegram' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(CYRILLIC);
  });

  it("the paid plan in force: its renewal date in the language's format, the Pay and Cancel buttons", () => {
    const sub: schemas.Subscription = { id: 7, plan_id: 2, status: 'active', started_at: '2026-11-25T07:00:00Z', expires_at: '2026-12-25T07:00:00Z', auto_renew: true, paid_with: 'stars' };
    render(<PlanCard plan={PRO} current subscription={sub} canPay busy={false} locked={false} onChoose={() => undefined} onCancel={() => undefined} />);
    expect(screen.getByTestId('plan-period').textContent).toBe('Renews on 25/12/2026');
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeTruthy();
    cleanup();
    render(<PlanCard plan={{ ...PRO, duration_days: 90, price_stars: 1 }} current={false} subscription={null} canPay busy={false} locked={false} onChoose={() => undefined} onCancel={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Pay 1 ⭐' })).toBeTruthy();
    expect(screen.getByTestId('plan-stars').getAttribute('aria-label')).toBe('1 Telegram Star');
    expect(screen.getByTestId('plan-card').textContent).toContain('per 90 days');
    expect(document.body.textContent).not.toMatch(CYRILLIC);
  });

  it("a plan of a type the catalogue does not know keeps the database's name and description", () => {
    const team: schemas.Plan = { ...PRO, id: 3, plan_type: 'team_yearly', name: 'Команда', description: 'Для салона', duration_days: 365 };
    render(<PlanCard plan={team} current={false} subscription={null} canPay busy={false} locked={false} onChoose={() => undefined} onCancel={() => undefined} />);
    const card = screen.getByTestId('plan-card');
    expect(within(card).getByRole('heading').textContent).toBe('Команда');
    expect(card.textContent).toContain('Для салона');
    expect(card.textContent).toContain('per year');
    expect(planName({ name: 'X', plan_type: 'toString' })).toBe('X');
    expect(priceLabel('0', texts.free)).toBe('Free');
  });
});
