// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { schemas } from '@booking/contracts';
import { sessionStore } from '@booking/platform';
import { planKeys } from '@booking/platform/plans';
import { PlansPage } from './plans.page';

afterEach(() => {
  cleanup();
  sessionStore.getState().setContainer(null);
});

const FLAGS = { custom_branding: true, priority_support: true, api_access: false, white_label: false };
const FREE: schemas.Plan = {
  id: 1, name: 'Бесплатный', description: 'До 20 записей в месяц', price: '0', price_stars: null, duration_days: 30, plan_type: 'free', is_active: true,
  features: { max_bookings: 20, max_services: 10, analytics: false, business_autoreply: false, ...FLAGS },
};
const PRO: schemas.Plan = {
  ...FREE, id: 2, name: 'Про', description: 'Без ограничений', price: '1990', price_stars: 1500, plan_type: 'pro_monthly',
  features: { max_bookings: -1, max_services: -1, analytics: true, business_autoreply: true, ...FLAGS },
};

function openPlans() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(planKeys.plans, [FREE, PRO]);
  render(
    <QueryClientProvider client={client}>
      <PlansPage />
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
